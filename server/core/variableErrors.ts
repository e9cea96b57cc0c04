import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';

/**
 * graphql-js reports a variable that does not fit its type in English ("Variable "$d" got invalid value …") and
 * Yoga answers such a request with HTTP 400. The app's forms need what a service error gives: BAD_USER_INPUT, HTTP
 * 200, and `extensions.fields` keyed like the services' own (argument name + field, e.g. `newsletterData.newsletterEmail`)
 * with a German message, so it can stand beside the field whatever the client called its variable.
 */

const INVALID = /^Variable "\$([^"]+)" got invalid value (.*?)(?: at "([^"]+)")?; (.*)$/s;
const MISSING = /^Variable "\$([^"]+)" of (?:required|non-null) type "[^"]+" (?:was not provided|must not be null)\.$/;

const BUILTIN: Record<string, string> = {
  Int: 'Bitte gib eine ganze Zahl ein.',
  Float: 'Bitte gib eine Zahl ein.',
  String: 'Bitte gib einen Text ein.',
  Boolean: 'Erwartet ja oder nein.',
  ID: 'Bitte gib eine Kennung ein.',
};

/** Variable name → the argument it is passed as (`subscribeToNewsletter(newsletterData: $d)`: d → newsletterData). */
export function argumentNames(document: DocumentNode): Map<string, string> {
  const names = new Map<string, string>();
  visit(document, {
    Argument(node) {
      if (node.value.kind === Kind.VARIABLE) names.set(node.value.name.value, node.name.value);
    },
  });
  return names;
}

/** The German BAD_USER_INPUT error for a graphql-js variable error, or null when `error` is something else. */
export function germanVariableError(error: GraphQLError, argumentOf: Map<string, string>): GraphQLError | null {
  const missing = MISSING.exec(error.message);
  if (missing) return fieldError(argumentOf.get(missing[1]) ?? missing[1], 'Dieser Wert fehlt.');
  const invalid = INVALID.exec(error.message);
  if (!invalid) return null;
  const [, variable, , at, reason] = invalid;
  // graphql-js names the place as "<variable>.<field>[i]…"; the client's variable name means nothing to a form.
  const inside = at ? at.slice(variable.length) : '';
  const base = `${argumentOf.get(variable) ?? variable}${inside}`;
  const notProvided = /^Field "([^"]+)" of required type "[^"]+" was not provided\./.exec(reason);
  if (notProvided) return fieldError(`${base}.${notProvided[1]}`, 'Bitte fülle dieses Feld aus.');
  const unknownField = /^Field "([^"]+)" is not defined by type/.exec(reason);
  if (unknownField) return fieldError(`${base}.${unknownField[1]}`, 'Dieses Feld gibt es hier nicht.');
  return fieldError(base, reasonInGerman(error, reason));
}

function reasonInGerman(error: GraphQLError, reason: string): string {
  // Our own scalars (server/core/scalars.ts) already speak German: "EMail: Bitte gib eine gültige …".
  const own = error.originalError instanceof GraphQLError ? error.originalError : null;
  if (own?.extensions?.code === 'BAD_USER_INPUT') return capitalize(own.message.replace(/^\w+: /, ''));
  const enumValue = /^Value "([^"]*)" does not exist in "([^"]+)" enum/.exec(reason);
  if (enumValue) return `„${enumValue[1]}“ ist hier kein erlaubter Wert.`;
  if (/^Expected non-nullable type/.test(reason)) return 'Dieser Wert fehlt.';
  const type = /^(\w+) cannot represent/.exec(reason)?.[1] ?? /^Expected type "(\w+)"/.exec(reason)?.[1];
  return (type && BUILTIN[type]) || 'Dieser Wert ist ungültig.';
}

function fieldError(path: string, message: string): GraphQLError {
  return new GraphQLError(`Ungültige Eingabe: ${path}.`, {
    extensions: { code: 'BAD_USER_INPUT', fields: { [path]: message }, http: { status: 200 } },
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
