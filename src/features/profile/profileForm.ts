import { GraphQLResponseError } from '../../relay/fetchGraphQL';

export type ProfileField =
  'salutation' | 'firstName' | 'lastName' | 'companyName' | 'birthdate' | 'street' | 'zip' | 'place' | 'country';
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** The server's field paths (extensions.fields of updateUser) → the form's fields. */
const SERVER_FIELDS: Record<string, ProfileField> = {
  'user.salutation': 'salutation',
  'user.firstName': 'firstName',
  'user.lastName': 'lastName',
  'user.companyName': 'companyName',
  'user.birthdate': 'birthdate',
  'user.address.street': 'street',
  'user.address.zip': 'zip',
  'user.address.place': 'place',
  'user.address.country': 'country',
};

/** „17.04.1988“ → ISO DateTime at UTC midnight; empty → null; anything else → undefined (invalid). */
export function parseGermanDate(text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString();
}

/** Checks in the browser what needs no server: names present, a date the donor can read back. */
export function checkProfileValues(values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  if (values.firstName.trim() === '') errors.firstName = 'Bitte gib deinen Vornamen ein.';
  if (values.lastName.trim() === '') errors.lastName = 'Bitte gib deinen Nachnamen ein.';
  if (parseGermanDate(values.birthdate) === undefined)
    errors.birthdate = 'Bitte gib dein Geburtsdatum als TT.MM.JJJJ ein, z. B. 17.04.1988.';
  return errors;
}

/** The server's BAD_USER_INPUT fields as the form's errors; empty when the failure was something else. */
export function serverFieldErrors(error: unknown): ProfileErrors {
  const errors: ProfileErrors = {};
  if (!(error instanceof GraphQLResponseError)) return errors;
  for (const e of error.errors) {
    if (e.extensions?.code !== 'BAD_USER_INPUT') continue;
    for (const [path, message] of Object.entries((e.extensions.fields as Record<string, string> | undefined) ?? {})) {
      const field = SERVER_FIELDS[path];
      if (field) errors[field] ??= message;
    }
  }
  return errors;
}
