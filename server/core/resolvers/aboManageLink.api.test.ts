// Issue 33 §2: every Abo mail carries a signed link „Abo verwalten“ that opens that one Abo's page without signing in —
// change, pause, end — and nothing else; it expires, and the next mail's link replaces it.
import { describe, expect, it } from 'vitest';
import { createMockServer } from '../../../mocks/executor.js';
import { sequentialIds } from '../../../mocks/memoryPorts.js';
import { codes, testClient } from '../../../mocks/testClient.js';
import { MANAGE_LINK_INVALID } from '../domain/donations/aboManageLink.js';
import { unlimited, type RateLimiter } from '../domain/rateLimits.js';

const ABO = 'donation-jonas-abo';
const DONOR = 'jonas.berger@example.org';

const VIEW = `query View($donationId: ID!, $secret: String!) {
  aboByManageLink(donationId: $donationId, secret: $secret) {
    expiresAt
    donation { donationId amount project active treeUnitsRequested endRequestedAt pendingAmountChange { amount } pause { months } }
  }
}`;
const PAUSE = `mutation Pause($donationId: ID!, $months: Int!, $manageLink: String) {
  pauseAbo(donationId: $donationId, months: $months, manageLink: $manageLink) { donationId pause { months done } }
}`;
const CHANGE = `mutation Change($donationId: ID!, $amount: Float!, $manageLink: String) {
  changeAboAmount(donationId: $donationId, donationType: custom_abo, amount: $amount, manageLink: $manageLink) {
    donationId amount pendingAmountChange { amount }
  }
}`;
const END = `mutation End($donationId: ID!, $manageLink: String) {
  pauseDonation(donationId: $donationId, manageLink: $manageLink) { donationId active endRequestedAt }
}`;

function setup(limiter: RateLimiter = unlimited) {
  let now = new Date('2026-11-27T09:00:00.000Z');
  const server = createMockServer({ clock: () => now, newId: sequentialIds(), limiter });
  const gql = testClient(server);
  const donorMails = () => server.mailer.sent.filter((m) => m.to === DONOR);
  /** The link „Abo verwalten“ of the donor's newest mail. */
  const lastLink = () => {
    const [, id, secret] = /\/abo\/verwalten\/([^#\s]+)#(\S+)/.exec(donorMails().at(-1)!.text)!;
    return { donationId: decodeURIComponent(id), secret };
  };
  return { server, gql, donorMails, lastLink, setNow: (at: string) => (now = new Date(at)) };
}

describe('the link „Abo verwalten“', () => {
  it('comes with every Abo mail, opens that Abo without signing in, and changes, pauses and ends it', async () => {
    const { server, gql, donorMails, lastLink } = setup();
    expect((await gql(PAUSE, { donationId: ABO, months: 2 }, 'withSubscription')).errors).toBeUndefined();
    const mail = donorMails().at(-1)!;
    expect(mail.subject).toBe('Dein Abo wird pausiert');
    expect(mail.text).toContain('Abo verwalten – Betrag ändern, pausieren oder beenden, ohne Anmeldung');
    expect(mail.text).toContain('der Link gilt 30 Tage und nur für dieses Abo');
    const first = lastLink();
    expect(first.donationId).toBe(ABO);
    // Only the secret's hash is stored.
    const stored = await server.repos.aboManageLinks.find(ABO);
    expect(stored!.tokenHash).not.toContain(first.secret);
    expect(JSON.stringify(stored)).not.toContain(first.secret);

    expect((await gql(VIEW, first)).data!.aboByManageLink).toEqual({
      expiresAt: '2026-12-27T09:00:00.000Z',
      donation: {
        donationId: ABO,
        amount: 35,
        project: 'indonesia',
        active: true,
        treeUnitsRequested: 7,
        endRequestedAt: null,
        pendingAmountChange: null,
        pause: { months: 2 },
      },
    });

    const changed = await gql(CHANGE, { donationId: ABO, amount: 40, manageLink: first.secret });
    expect(changed.errors).toBeUndefined();
    expect(changed.data!.changeAboAmount).toEqual({ donationId: ABO, amount: 35, pendingAmountChange: { amount: 40 } });
    expect(donorMails().at(-1)!.subject).toBe('Dein Abo wird geändert');
    // The change's mail carries a new link; the first one stops working.
    const second = lastLink();
    expect(second.secret).not.toBe(first.secret);
    expect((await gql(VIEW, first)).data!.aboByManageLink).toBeNull();
    const revoked = await gql(END, { donationId: ABO, manageLink: first.secret });
    expect(codes(revoked)).toEqual(['NOT_FOUND']);
    expect(revoked.errors![0].message).toBe(MANAGE_LINK_INVALID);

    const ended = await gql(END, { donationId: ABO, manageLink: second.secret });
    expect(ended.errors).toBeUndefined();
    expect(ended.data!.pauseDonation).toMatchObject({ donationId: ABO, active: true });
    expect(ended.data!.pauseDonation.endRequestedAt).not.toBeNull();
    expect(donorMails().at(-1)!.subject).toBe('Dein Abo wird beendet');
    expect(donorMails().at(-1)!.text).toContain('/abo/verwalten/donation-jonas-abo#');
  });

  it('opens no other Abo or donation, and is refused with one answer when wrong, expired or replaced', async () => {
    const { gql, lastLink, setNow } = setup();
    await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription');
    const { secret } = lastLink();
    for (const other of ['donation-jonas-wunschabo', 'donation-mira-02', 'nope', '']) {
      expect((await gql(VIEW, { donationId: other, secret })).data!.aboByManageLink).toBeNull();
      const refused = await gql(CHANGE, { donationId: other, amount: 40, manageLink: secret });
      expect(refused.errors![0].message).toBe(MANAGE_LINK_INVALID);
    }
    expect((await gql(VIEW, { donationId: ABO, secret: `${secret}x` })).data!.aboByManageLink).toBeNull();
    expect((await gql(END, { donationId: ABO, manageLink: '' })).errors![0].message).toBe(MANAGE_LINK_INVALID);

    setNow('2026-12-27T08:59:59.000Z');
    expect((await gql(VIEW, { donationId: ABO, secret })).data!.aboByManageLink).not.toBeNull();
    setNow('2026-12-27T09:00:00.000Z');
    expect((await gql(VIEW, { donationId: ABO, secret })).data!.aboByManageLink).toBeNull();
    const expired = await gql(PAUSE, { donationId: ABO, months: 1, manageLink: secret });
    expect(codes(expired)).toEqual(['NOT_FOUND']);
    expect(expired.errors![0].message).toBe(MANAGE_LINK_INVALID);
  });

  it('grants nothing of the account: the signed-in fields stay closed to a guest with a link', async () => {
    const { gql, lastLink } = setup();
    await gql(PAUSE, { donationId: ABO, months: 1 }, 'withSubscription');
    expect((await gql(VIEW, lastLink())).data!.aboByManageLink).not.toBeNull();
    expect(codes(await gql(`query { getDonations { donationId } }`))).toEqual(['UNAUTHENTICATED']);
    // Without a link, the mutations still need the signed-in viewer.
    expect(codes(await gql(END, { donationId: ABO }))).toEqual(['UNAUTHENTICATED']);
  });

  it('is rate-limited per address', async () => {
    let left = 2;
    const { gql } = setup({
      consume: async (action) =>
        action === 'manageLinkPerIp' && left-- <= 0 ? { allowed: false, retryAfterSeconds: 60 } : { allowed: true },
    });
    for (let i = 0; i < 2; i++) await gql(VIEW, { donationId: ABO, secret: 'guess' });
    expect(codes(await gql(VIEW, { donationId: ABO, secret: 'guess' }))).toEqual(['RATE_LIMITED']);
  });
});
