import type { IsoDate } from '../../repositories/types.js';
import type { Clock } from '../../ports.js';
import { germanDay, oneYearAfter } from '../calendar/calendarDays.js';

/**
 * The rules of a gift's fields (Baum verschenken), shared by the server and the donation page's form so both say
 * the same German words.
 */

/** What the donor fills in on the donation page to make a one-time donation a gift. */
export interface TreeGiftInput {
  recipientName: string;
  recipientEmail?: string | null;
  message?: string | null;
  deliverOn: IsoDate;
}

export const GIFT_MESSAGE_MAX = 300;
export const GIFT_NAME_MAX = 100;
const EMAIL_RE = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+\.[^\s@"(),:;<>[\]\\.]{2,}$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** Today in Germany (yyyy-MM-dd): a gift's day is a German calendar day. */
export const berlinToday = (clock: Clock): IsoDate => germanDay(clock());

/** 128 bit from the platform's CSPRNG, base64url without padding (22 characters). */
export function newGiftToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const chars = (s: string) => [...s].length;

/**
 * Checks a gift's fields; the errors name `gift.<field>` so the form shows each beside its field. Returns the
 * cleaned values.
 */
export interface CleanGift {
  recipientName: string;
  recipientEmail: string | null;
  message: string;
  deliverOn: IsoDate;
}

/** The German error per field (`gift.<field>`) of a gift; empty when it is fine. */
export function giftProblems(input: TreeGiftInput, today: IsoDate): Record<string, string> {
  const problems: Record<string, string> = {};
  checkGift(input, today, {
    check: (ok, field, message) => {
      if (!ok && !(field in problems)) problems[field] = message;
    },
  });
  return problems;
}

/**
 * Where checkGift reports: the server's Validator, or the form's own record. Not the Validator itself here, so the
 * donation page does not load the server's error classes (and graphql's) for a form check.
 */
export interface GiftCheckSink {
  check(ok: boolean, field: string, message: string): unknown;
}

const ignore: GiftCheckSink = { check: () => undefined };

export function checkGift(input: TreeGiftInput, today: IsoDate, v: GiftCheckSink = ignore): CleanGift {
  const recipientName = (input.recipientName ?? '').trim();
  const recipientEmail = input.recipientEmail?.trim() || null;
  const message = (input.message ?? '').trim().replace(/\r\n?/g, '\n');
  const deliverOn = (input.deliverOn ?? '').trim();
  v.check(recipientName.length > 0, 'gift.recipientName', 'Bitte gib den Namen der beschenkten Person an.');
  v.check(
    chars(recipientName) <= GIFT_NAME_MAX,
    'gift.recipientName',
    `Der Name darf höchstens ${GIFT_NAME_MAX} Zeichen haben.`,
  );
  v.check(!/[\r\n]/.test(recipientName), 'gift.recipientName', 'Der Name darf keinen Zeilenumbruch enthalten.');
  v.check(
    recipientEmail === null || (EMAIL_RE.test(recipientEmail) && recipientEmail.length <= 254),
    'gift.recipientEmail',
    'Bitte gib eine gültige E-Mail-Adresse an (z. B. name@beispiel.de) oder lass das Feld leer.',
  );
  v.check(
    chars(message) <= GIFT_MESSAGE_MAX,
    'gift.message',
    `Die Nachricht darf höchstens ${GIFT_MESSAGE_MAX} Zeichen haben (jetzt ${chars(message)}).`,
  );
  const last = oneYearAfter(today);
  v.check(DATE_RE.test(deliverOn), 'gift.deliverOn', 'Bitte wähle ein Datum.');
  v.check(
    !DATE_RE.test(deliverOn) || deliverOn >= today,
    'gift.deliverOn',
    'Das Geschenk kann frühestens heute zugestellt werden.',
  );
  v.check(
    !DATE_RE.test(deliverOn) || deliverOn <= last,
    'gift.deliverOn',
    `Das Geschenk kann höchstens ein Jahr im Voraus geplant werden (bis ${germanDate(last)}).`,
  );
  return { recipientName, recipientEmail, message, deliverOn };
}

/** 24.12.2026 */
export const germanDate = (day: IsoDate) => {
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
};
