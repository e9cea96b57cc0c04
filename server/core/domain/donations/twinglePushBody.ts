import { invalidField as invalid, TwinglePushError, type TwingleFields } from './twinglePushFormat.js';

/**
 * A push body as flat text fields: application/x-www-form-urlencoded (what a CiviCRM REST call is) or a JSON object
 * whose values are strings, numbers or booleans.
 */
export function parsePushBody(contentType: string | null | undefined, text: string): TwingleFields {
  const type = (contentType ?? '').toLowerCase();
  if (/^application\/json\b/.test(type)) {
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new TwinglePushError(400, 'invalid_format', 'Der Inhalt ist kein gültiges JSON.');
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new TwinglePushError(
        400,
        'invalid_format',
        'Der Inhalt muss ein JSON-Objekt mit den Feldern der Spende sein.',
      );
    }
    const fields: TwingleFields = {};
    for (const [name, value] of Object.entries(raw)) {
      if (value === null || value === undefined) continue;
      if (typeof value === 'string') fields[name] = value;
      else if (typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
      else throw invalid(name, 'muss ein einfacher Wert sein (Text, Zahl oder Wahrheitswert).');
    }
    return fields;
  }
  if (/^application\/x-www-form-urlencoded\b/.test(type)) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  throw new TwinglePushError(
    415,
    'unsupported_media_type',
    'Die Spende muss als Formular (application/x-www-form-urlencoded) oder JSON kommen.',
  );
}
