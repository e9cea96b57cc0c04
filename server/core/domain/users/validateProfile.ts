import { cleanOptional, hasMaxLength, Validator } from '../validate.js';

export interface AddressInput {
  country?: string | null;
  place?: string | null;
  street?: string | null;
  zip?: string | null;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  salutation?: string | null;
  companyName?: string | null;
  birthdate?: Date | null;
  address?: AddressInput | null;
}

const EARLIEST_BIRTHDATE = Date.UTC(1900, 0, 1);
const ZIP_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export function checkAddress(v: Validator, address: AddressInput, prefix: string): void {
  v.check(
    hasMaxLength(address.country?.trim(), 100),
    `${prefix}.country`,
    'Das Land ist zu lang (höchstens 100 Zeichen).',
  );
  v.check(hasMaxLength(address.place?.trim(), 100), `${prefix}.place`, 'Der Ort ist zu lang (höchstens 100 Zeichen).');
  v.check(
    hasMaxLength(address.street?.trim(), 200),
    `${prefix}.street`,
    'Die Straße ist zu lang (höchstens 200 Zeichen).',
  );
  const zip = cleanOptional(address.zip);
  v.check(zip === null || ZIP_RE.test(zip), `${prefix}.zip`, 'Bitte gib eine gültige Postleitzahl ein.');
}

export function checkProfile(v: Validator, input: ProfileInput, now: Date): void {
  const first = input.firstName.trim();
  const last = input.lastName.trim();
  v.check(first !== '', 'user.firstName', 'Bitte gib deinen Vornamen ein.');
  v.check(first.length <= 100, 'user.firstName', 'Der Vorname ist zu lang (höchstens 100 Zeichen).');
  v.check(last !== '', 'user.lastName', 'Bitte gib deinen Nachnamen ein.');
  v.check(last.length <= 100, 'user.lastName', 'Der Nachname ist zu lang (höchstens 100 Zeichen).');
  v.check(
    hasMaxLength(input.salutation?.trim(), 30),
    'user.salutation',
    'Die Anrede ist zu lang (höchstens 30 Zeichen).',
  );
  v.check(
    hasMaxLength(input.companyName?.trim(), 200),
    'user.companyName',
    'Der Firmenname ist zu lang (höchstens 200 Zeichen).',
  );
  const birth = input.birthdate?.getTime();
  v.check(
    birth === undefined || (birth >= EARLIEST_BIRTHDATE && birth <= now.getTime()),
    'user.birthdate',
    'Bitte gib ein gültiges Geburtsdatum ein.',
  );
  if (input.address) checkAddress(v, input.address, 'user.address');
}
