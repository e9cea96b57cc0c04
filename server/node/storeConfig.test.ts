import { describe, expect, it } from 'vitest';
import { readDatabaseConfig, readMailConfig, redact } from './storeConfig.js';

describe('store and mail settings', () => {
  it('keeps data in PGlite under DATA_DIR unless DATABASE_URL says otherwise', () => {
    expect(readDatabaseConfig({}, false)).toEqual({ kind: 'pglite', dataDir: '.data/pglite' });
    expect(readDatabaseConfig({ DATA_DIR: '/tmp/k' }, false)).toEqual({ kind: 'pglite', dataDir: '/tmp/k' });
    expect(readDatabaseConfig({ DATABASE_URL: 'memory' }, false)).toEqual({ kind: 'memory' });
    expect(readDatabaseConfig({ DATABASE_URL: 'postgresql://u:p@h/db' }, false)).toEqual({
      kind: 'postgres',
      url: 'postgresql://u:p@h/db',
    });
  });

  it('needs PostgreSQL in production and says so', () => {
    expect(() => readDatabaseConfig({}, true)).toThrow(/NODE_ENV=production needs DATABASE_URL=postgres/);
    expect(() => readDatabaseConfig({ DATABASE_URL: 'memory' }, true)).toThrow(/production/);
    expect(readDatabaseConfig({ DATABASE_URL: 'postgres://h/db' }, true).kind).toBe('postgres');
  });

  it('refuses an unknown DATABASE_URL without printing its password', () => {
    expect(() => readDatabaseConfig({ DATABASE_URL: 'mysql://root:geheim@h/db' }, false)).toThrow(
      /DATABASE_URL must be postgres.*mysql:\/\/root:\*\*\*@h\/db/,
    );
    expect(redact('postgres://u:p%40ss@h:5432/db')).toBe('postgres://u:***@h:5432/db');
  });

  it('writes mails to the outbox in development and needs SMTP in production', () => {
    expect(readMailConfig({}, false)).toMatchObject({ kind: 'outbox', dir: 'outbox' });
    expect(
      readMailConfig({ MAIL_TRANSPORT: 'smtp://u:p@127.0.0.1:2525', MAIL_FROM: 'Team <t@x.example>' }, true),
    ).toEqual({
      kind: 'smtp',
      url: 'smtp://u:p@127.0.0.1:2525',
      from: 'Team <t@x.example>',
    });
    expect(() => readMailConfig({}, true)).toThrow(/NODE_ENV=production needs MAIL_TRANSPORT=smtp/);
    expect(() => readMailConfig({ MAIL_TRANSPORT: 'sendmail' }, false)).toThrow(/MAIL_TRANSPORT must be/);
    expect(() => readMailConfig({ MAIL_FROM: 'a\r\nBcc: x@y' }, false)).toThrow(/MAIL_FROM/);
  });
});
