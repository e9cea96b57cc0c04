/** Where the server keeps its data and how it sends mail, read from the environment (docs/development.md, Settings; .env.example). */

export type DatabaseConfig =
  { kind: 'memory' } | { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type MailConfig = { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };

export const DEFAULT_DATA_DIR = '.data/pglite';
export const DEFAULT_MAIL_FROM = 'Klimahain <noreply@klimahain.example>';

const setting = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

/** DATABASE_URL unset → PGlite in DATA_DIR; `memory` → memory repositories; `postgres://…` → PostgreSQL. */
export function readDatabaseConfig(env: NodeJS.ProcessEnv, production: boolean): DatabaseConfig {
  const url = setting(env.DATABASE_URL);
  const database: DatabaseConfig =
    url === undefined
      ? { kind: 'pglite', dataDir: setting(env.DATA_DIR) ?? DEFAULT_DATA_DIR }
      : url === 'memory'
        ? { kind: 'memory' }
        : /^postgres(ql)?:\/\//.test(url)
          ? { kind: 'postgres', url }
          : invalid(`DATABASE_URL must be postgres://…, "memory" or unset (PGlite in DATA_DIR), got "${redact(url)}"`);
  if (production && database.kind !== 'postgres') {
    invalid('NODE_ENV=production needs DATABASE_URL=postgres://… (PGlite and memory are for development and tests).');
  }
  return database;
}

/** MAIL_TRANSPORT `smtp://user:pass@host:port` (or smtps://) sends through SMTP; unset or `outbox` writes files. */
export function readMailConfig(env: NodeJS.ProcessEnv, production: boolean): MailConfig {
  const transport = setting(env.MAIL_TRANSPORT);
  const from = setting(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM;
  if (/[\r\n]/.test(from)) invalid('MAIL_FROM must be one line.');
  if (transport && /^smtps?:\/\//.test(transport)) return { kind: 'smtp', url: transport, from };
  if (transport && transport !== 'outbox') {
    invalid(`MAIL_TRANSPORT must be smtp://…, smtps://… or "outbox", got "${redact(transport)}"`);
  }
  if (production)
    invalid('NODE_ENV=production needs MAIL_TRANSPORT=smtp://user:pass@host:port (mail must really go out).');
  return { kind: 'outbox', dir: env.OUTBOX_DIR ?? 'outbox', from };
}

/** A URL for messages and logs: the password never appears. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]*):[^@/]*@/, '//$1:***@');
}

function invalid(message: string): never {
  throw new Error(message);
}
