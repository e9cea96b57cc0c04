import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { badScalar } from './errors.js';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 with a zone, as Date#toISOString and Relay clients send it.
const DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
// Pragmatic address check (RFC 5322 is far wider than what a mail server accepts in practice).
const EMAIL_RE = /^[^\s@"(),:;<>[\]\\]+@[^\s@"(),:;<>[\]\\]+\.[^\s@"(),:;<>[\]\\.]{2,}$/;

function stringLiteral(scalar: string, ast: ValueNode): string {
  if (ast.kind !== Kind.STRING) throw badScalar(scalar, 'erwartet eine Zeichenkette.');
  return ast.value;
}

/** Parses yyyy-MM-dd and checks that the day exists. Returns the same string. */
export function parseDate(value: unknown): string {
  if (typeof value !== 'string') throw badScalar('Date', 'erwartet yyyy-MM-dd.');
  if (!DATE_RE.test(value)) throw badScalar('Date', `"${value}" ist kein Datum im Format yyyy-MM-dd.`);
  if (!isCalendarDay(value)) throw badScalar('Date', `"${value}" ist kein gültiges Datum.`);
  return value;
}

/** True when yyyy-MM-dd names a day that exists (no February 30). */
function isCalendarDay(yyyyMmDd: string): boolean {
  const [y, m, d] = yyyyMmDd.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
}

export function parseDateTime(value: unknown): Date {
  if (typeof value !== 'string' || !DATE_TIME_RE.test(value)) {
    throw badScalar('DateTime', 'erwartet einen ISO-8601-Zeitpunkt mit Zeitzone.');
  }
  // Date.parse rolls 2026-02-30 over to March 2: check the calendar day and the clock time ourselves.
  const [hours, minutes, seconds = '0'] = value
    .slice(11)
    .split(/[.Z+-]/)[0]
    .split(':');
  const timeOk = Number(hours) <= 23 && Number(minutes) <= 59 && Number(seconds) <= 59;
  const d = new Date(value);
  if (!timeOk || !isCalendarDay(value.slice(0, 10)) || Number.isNaN(d.getTime())) {
    throw badScalar('DateTime', `"${value}" ist kein gültiger Zeitpunkt.`);
  }
  return d;
}

export function parseEmail(value: unknown): string {
  if (typeof value !== 'string') throw badScalar('EMail', 'erwartet eine E-Mail-Adresse.');
  const trimmed = value.trim();
  if (trimmed.length > 254 || !EMAIL_RE.test(trimmed)) {
    throw badScalar('EMail', 'Bitte gib eine gültige E-Mail-Adresse ein.');
  }
  return trimmed;
}

export function parseQuestionId(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw badScalar('QuestionId', 'darf nicht leer sein.');
  return value;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Calendar date as yyyy-MM-dd.',
  serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : parseDate(value)),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(stringLiteral('Date', ast)),
});

export const DateTimeScalar = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'ISO 8601 point in time.',
  serialize: (value) => (value instanceof Date ? value : parseDateTime(value)).toISOString(),
  parseValue: parseDateTime,
  parseLiteral: (ast) => parseDateTime(stringLiteral('DateTime', ast)),
});

export const EMailScalar = new GraphQLScalarType<string, string>({
  name: 'EMail',
  description: 'E-mail address.',
  serialize: (value) => parseEmail(value),
  parseValue: parseEmail,
  parseLiteral: (ast) => parseEmail(stringLiteral('EMail', ast)),
});

export const QuestionIdScalar = new GraphQLScalarType<string, string>({
  name: 'QuestionId',
  description: 'Non-empty question id.',
  serialize: (value) => parseQuestionId(value),
  parseValue: parseQuestionId,
  parseLiteral: (ast) => parseQuestionId(stringLiteral('QuestionId', ast)),
});
