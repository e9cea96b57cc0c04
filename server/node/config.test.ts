import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

const POOL = { COGNITO_USER_POOL_ID: 'eu-central-1_AbC123', COGNITO_CLIENT_ID: 'client-1' };
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://klimahain:geheim@db.internal:5432/klimahain',
  MAIL_TRANSPORT: 'smtp://mailer:geheim@smtp.internal:587',
  TWINGLE_API_KEY: 'twingle-api-key-0123456789',
  TWINGLE_SITE_KEY: 'twingle-site-key-0123456789',
  ALLOW_EXAMPLE_OPERATOR: '1',
};

describe('server configuration', () => {
  it('defaults to 127.0.0.1:4000', () => {
    expect(readConfig(POOL)).toMatchObject({ host: '127.0.0.1', port: 4000 });
  });

  it('keeps the holidays of the team’s Land: TEAM_REGION, else the operator’s Berlin; refuses an unknown code', () => {
    expect(readConfig(POOL).teamRegion).toBe('BE');
    expect(readConfig({ ...POOL, TEAM_REGION: 'BY' }).teamRegion).toBe('BY');
    expect(readConfig({ ...POOL, TEAM_REGION: 'DE' }).teamRegion).toBeNull();
    expect(() => readConfig({ ...POOL, TEAM_REGION: 'Bayern' })).toThrow(/TEAM_REGION must be a Bundesland code/);
  });

  it('refuses a bad PORT', () => {
    expect(() => readConfig({ ...POOL, PORT: 'abc' })).toThrow(/PORT/);
  });

  it('verifies Cognito tokens by default, in region eu-central-1 unless told otherwise', () => {
    expect(readConfig(POOL)).toMatchObject({
      authMode: 'cognito',
      cognito: { userPoolId: 'eu-central-1_AbC123', clientId: 'client-1', region: 'eu-central-1', endpoint: undefined },
    });
    expect(readConfig({ ...POOL, COGNITO_REGION: 'eu-west-1' }).cognito?.region).toBe('eu-west-1');
  });

  it('takes cognito-local at COGNITO_ENDPOINT', () => {
    const config = readConfig({ ...POOL, COGNITO_ENDPOINT: 'http://127.0.0.1:9229' });
    expect(config.cognito?.endpoint).toBe('http://127.0.0.1:9229');
  });

  it('names the missing pool settings and how to get them locally', () => {
    expect(() => readConfig({})).toThrow(/COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID.*npm run dev/);
    expect(() => readConfig({ COGNITO_USER_POOL_ID: 'x' })).toThrow(/needs COGNITO_CLIENT_ID \(/);
  });

  it('runs production against real Cognito only', () => {
    expect(readConfig({ ...POOL, ...PRODUCTION })).toMatchObject({ production: true, authMode: 'cognito' });
    expect(() => readConfig({ ...POOL, ...PRODUCTION, COGNITO_ENDPOINT: 'http://127.0.0.1:9229' })).toThrow(
      /COGNITO_ENDPOINT/,
    );
  });

  it('keeps the mock auth adapter for tests and benches, without a pool, but refuses it in production', () => {
    expect(readConfig({ AUTH_MODE: 'mock' })).toMatchObject({ authMode: 'mock', cognito: null });
    expect(() => readConfig({ ...PRODUCTION, AUTH_MODE: 'mock' })).toThrow(/production/);
  });

  it('needs both Twingle keys in production and uses the sandbox keys elsewhere', () => {
    const { TWINGLE_API_KEY: _a, TWINGLE_SITE_KEY: _s, ...withoutKeys } = PRODUCTION;
    expect(() => readConfig({ ...POOL, ...withoutKeys })).toThrow(
      /^NODE_ENV=production needs TWINGLE_API_KEY and TWINGLE_SITE_KEY \(/,
    );
    expect(() => readConfig({ ...POOL, ...withoutKeys, TWINGLE_API_KEY: 'twingle-api-key-0123456789' })).toThrow(
      /needs TWINGLE_SITE_KEY \(/,
    );
    expect(() => readConfig({ ...POOL, ...PRODUCTION, TWINGLE_SITE_KEY: 'kurz' })).toThrow(/at least 16 characters/);
    expect(readConfig({ ...POOL, ...PRODUCTION }).twingle).toEqual({
      apiKey: 'twingle-api-key-0123456789',
      siteKey: 'twingle-site-key-0123456789',
    });
    expect(readConfig(POOL).twingle).toEqual({
      apiKey: 'sandbox-twingle-api-key',
      siteKey: 'sandbox-twingle-site-key',
    });
  });

  it('runs production without a guessed Twingle endpoint: the team ends Abos unless both recurring settings are given', () => {
    expect(readConfig({ ...POOL, ...PRODUCTION }).twingleRecurringApi).toBeNull();
    expect(readConfig(POOL).twingleRecurringApi).toBeNull();
    expect(() =>
      readConfig({ ...POOL, ...PRODUCTION, TWINGLE_RECURRING_API_URL: 'https://twingle.example/api' }),
    ).toThrow(/^TWINGLE_RECURRING_API_URL and TWINGLE_RECURRING_API_ACCESS_CODE go together/);
    expect(() =>
      readConfig({
        ...POOL,
        ...PRODUCTION,
        TWINGLE_RECURRING_API_URL: 'http://twingle.example/api',
        TWINGLE_RECURRING_API_ACCESS_CODE: 'c',
      }),
    ).toThrow(/https in production/);
    expect(
      readConfig({
        ...POOL,
        TWINGLE_RECURRING_API_ACCESS_CODE: 'c',
        TWINGLE_RECURRING_API_URL: 'http://127.0.0.1:9/api',
      }).twingleRecurringApi,
    ).toEqual({ url: 'http://127.0.0.1:9/api', accessCode: 'c' });
  });

  it('refuses to run production with the example operator unless a staging server says so', () => {
    const { ALLOW_EXAMPLE_OPERATOR: _x, ...real } = PRODUCTION;
    expect(() => readConfig({ ...POOL, ...real })).toThrow(
      /^src\/content\/operator\.ts still holds the example operator \(isExample: true\)/,
    );
    expect(readConfig({ ...POOL, ...PRODUCTION }).production).toBe(true);
    expect(readConfig(POOL).production).toBe(false);
  });

  it('reads TRUST_PROXY as the number of proxies in front, and keeps the meaning of the earlier on/off values', () => {
    const hops = (value?: string) => readConfig({ ...POOL, TRUST_PROXY: value }).trustProxy;
    expect(hops(undefined)).toBe(0);
    expect(hops('')).toBe(0);
    expect(hops('0')).toBe(0);
    expect(hops('false')).toBe(0);
    expect(hops('1')).toBe(1);
    expect(hops('true')).toBe(1);
    expect(hops('TRUE')).toBe(1);
    expect(hops('2')).toBe(2);
    for (const bad of ['-1', '1.5', 'yes', '11', '0x1']) expect(() => hops(bad), bad).toThrow(/TRUST_PROXY/);
  });

  it('bounds every connection in time: 10 s for headers, 30 s for a request, 65 s idle keep-alive, or as set', () => {
    expect(readConfig(POOL).httpTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 });
    expect(
      readConfig({
        ...POOL,
        HTTP_HEADERS_TIMEOUT_MS: '200',
        HTTP_REQUEST_TIMEOUT_MS: '500',
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000',
      }).httpTimeouts,
    ).toEqual({ headersMs: 200, requestMs: 500, keepAliveMs: 1000 });
    expect(() => readConfig({ ...POOL, HTTP_REQUEST_TIMEOUT_MS: 'lang' })).toThrow(/HTTP_REQUEST_TIMEOUT_MS/);
    expect(() => readConfig({ ...POOL, HTTP_HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
  });

  it('refuses an unknown AUTH_MODE', () => {
    expect(() => readConfig({ AUTH_MODE: 'none' })).toThrow(/AUTH_MODE must be "cognito" or "mock"/);
  });
});
