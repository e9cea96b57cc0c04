import { SANDBOX_TWINGLE_KEYS } from '../core/domain/donations/twinglePush.js';
import { teamRegionOf, type TeamRegion } from '../core/domain/teamTasks/teamRegion.js';
import { OPERATOR, type Operator } from '../../src/content/operator.js';
import type { CognitoPool } from './cognito/pool.js';
import type { TwingleApiConfig } from './payments/twingleRecurringPayments.js';
import { readDatabaseConfig, readMailConfig, type DatabaseConfig, type MailConfig } from './storeConfig.js';

/** Server settings from the environment; defaults are for local development. */
export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  appUrl: string;
  teamEmail: string;
  /**
   * TEAM_REGION: the Land whose holidays count as the team's days off (a Bundesland code, e.g. BE; DE: nationwide
   * only); unset, the Land of the operator's address in src/content/operator.ts where its city names one.
   */
  teamRegion: TeamRegion | null;
  /** Where the data lives: PGlite (default), PostgreSQL (production) or memory (tests, mock-like runs). */
  database: DatabaseConfig;
  /** SMTP (production) or the outbox folder (development: one file per mail, links printed). */
  mail: MailConfig;
  /**
   * 'cognito' verifies Cognito access tokens (real Cognito, or cognito-local in dev and e2e); 'mock' accepts the mock
   * auth adapter's tokens (tests, benches and dev:mock-like flows only; refused in production).
   */
  authMode: 'cognito' | 'mock';
  /** The user pool; set when authMode is 'cognito'. */
  cognito: CognitoPool | null;
  /** Built app to serve beside /graphql (e.g. dist); unset in development, where Vite serves the app. */
  staticDir: string | null;
  /** PROVIDER_TOKEN: the tree provider's bearer token for POST /provider/import; unset, the import is switched off. */
  providerToken: string | null;
  /**
   * TRUST_PROXY: how many proxies in front append to X-Forwarded-For (nginx, a load balancer); the client's address
   * (rate limits) is the entry that many places from the right (http/clientIp.ts). 0: no proxy, the socket's peer.
   */
  trustProxy: number;
  /**
   * How long a connection may take (node:http): the request's headers (HTTP_HEADERS_TIMEOUT_MS, 10 s), the whole
   * request with its body (HTTP_REQUEST_TIMEOUT_MS, 30 s), and an idle keep-alive connection between requests
   * (HTTP_KEEP_ALIVE_TIMEOUT_MS, 65 s: longer than an AWS ALB's or nginx's 60 s, so the proxy closes first).
   */
  httpTimeouts: HttpTimeouts;
  /** The analytics host the built app loads after consent (VITE_MATOMO_URL): allowed by the CSP. */
  analyticsUrl: string | null;
  /** Multiplies every rate limit (tests that send many forms from one address); 1 in production. */
  rateLimitScale: number;
  /**
   * TWINGLE_API_KEY / TWINGLE_SITE_KEY: the two keys Twingle's donation push carries (`api_key`, `key`). Required in
   * production; elsewhere fixed sandbox keys, which the sandbox widget's pushes use.
   */
  twingle: { apiKey: string; siteKey: string };
  /**
   * TWINGLE_RECURRING_API_URL / TWINGLE_RECURRING_API_ACCESS_CODE: an HTTP endpoint that ends and changes recurring
   * donations at Twingle — „nur wenn Twingle diesen Endpunkt für euer Konto bestätigt“. No public Twingle documentation
   * shows one, so by default (null) the team ends and changes Abos in the Twingle Manager (team tasks, issue 31 §2).
   */
  twingleRecurringApi: TwingleApiConfig | null;
}

export interface HttpTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = { headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 };

export const DEFAULT_COGNITO_REGION = 'eu-central-1';

const setting = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be 1–65535, got "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  if (production) refuseExampleOperator(env);
  const authMode = setting(env.AUTH_MODE) ?? 'cognito';
  if (authMode !== 'cognito' && authMode !== 'mock') {
    throw new Error(`AUTH_MODE must be "cognito" or "mock", got "${authMode}"`);
  }
  if (authMode === 'mock' && production) {
    throw new Error('AUTH_MODE=mock accepts unsigned tokens and must not run in production (NODE_ENV=production).');
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    production,
    appUrl: env.APP_URL ?? 'http://127.0.0.1:5173',
    teamEmail: env.TEAM_EMAIL ?? 'team@klimahain.example',
    teamRegion: teamRegionOf(env.TEAM_REGION, OPERATOR),
    database: readDatabaseConfig(env, production),
    mail: readMailConfig(env, production),
    authMode,
    cognito: authMode === 'cognito' ? readCognitoPool(env, production) : null,
    staticDir: env.STATIC_DIR || null,
    providerToken: readProviderToken(env.PROVIDER_TOKEN),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    httpTimeouts: readHttpTimeouts(env),
    analyticsUrl: setting(env.VITE_MATOMO_URL) ?? null,
    rateLimitScale: readRateLimitScale(env.RATE_LIMIT_SCALE, production),
    twingle: readTwingleKeys(env, production),
    twingleRecurringApi: readTwingleRecurringApi(env, production),
  };
}

/** Production takes only its own keys (at least 16 characters each); anywhere else the sandbox's fixed ones. */
function readTwingleKeys(env: NodeJS.ProcessEnv, production: boolean): ServerConfig['twingle'] {
  const apiKey = setting(env.TWINGLE_API_KEY);
  const siteKey = setting(env.TWINGLE_SITE_KEY);
  if (production) {
    const missing = [!apiKey && 'TWINGLE_API_KEY', !siteKey && 'TWINGLE_SITE_KEY'].filter(Boolean);
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production needs ${missing.join(' and ')} (the keys Twingle's donation push sends to /webhooks/twingle).`,
      );
    }
    if (apiKey!.length < 16 || siteKey!.length < 16)
      throw new Error('TWINGLE_API_KEY and TWINGLE_SITE_KEY must be at least 16 characters long.');
  }
  return { apiKey: apiKey ?? SANDBOX_TWINGLE_KEYS.apiKey, siteKey: siteKey ?? SANDBOX_TWINGLE_KEYS.siteKey };
}

/**
 * Production issues receipts and legal pages in the operator's name (src/content/operator.ts, the one configuration):
 * never with the example data. ALLOW_EXAMPLE_OPERATOR=1 is for staging and test servers, whose pages then say that
 * they show examples.
 */
function refuseExampleOperator(env: NodeJS.ProcessEnv, operator: Pick<Operator, 'isExample'> = OPERATOR): void {
  if (!operator.isExample || env.ALLOW_EXAMPLE_OPERATOR === '1') return;
  throw new Error(
    'src/content/operator.ts still holds the example operator (isExample: true): enter the real operator and tax-exemption data before running in production (ALLOW_EXAMPLE_OPERATOR=1 only for staging and tests).',
  );
}

/**
 * The HTTP adapter for ending and changing Abos at Twingle, only when both settings are given: there is no default URL,
 * because no public Twingle documentation names such an endpoint (docs/deployment.md „Abos beenden und ändern“).
 */
function readTwingleRecurringApi(env: NodeJS.ProcessEnv, production: boolean): TwingleApiConfig | null {
  const url = setting(env.TWINGLE_RECURRING_API_URL);
  const accessCode = setting(env.TWINGLE_RECURRING_API_ACCESS_CODE);
  if (!url && !accessCode) return null;
  if (!url || !accessCode) {
    throw new Error(
      'TWINGLE_RECURRING_API_URL and TWINGLE_RECURRING_API_ACCESS_CODE go together (only if Twingle confirmed this endpoint for your account); without both, the team ends and changes Abos in the Twingle Manager.',
    );
  }
  if (!/^https?:\/\//.test(url)) throw new Error(`TWINGLE_RECURRING_API_URL must be a URL, got "${url}"`);
  if (production && !url.startsWith('https://')) {
    throw new Error('TWINGLE_RECURRING_API_URL must use https in production.');
  }
  return { url, accessCode };
}

function readCognitoPool(env: NodeJS.ProcessEnv, production: boolean): CognitoPool {
  const userPoolId = setting(env.COGNITO_USER_POOL_ID);
  const clientId = setting(env.COGNITO_CLIENT_ID);
  const missing = [!userPoolId && 'COGNITO_USER_POOL_ID', !clientId && 'COGNITO_CLIENT_ID'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `AUTH_MODE=cognito needs ${missing.join(' and ')} (the user pool and its app client). ` +
        'Locally, `npm run dev` starts cognito-local and sets them itself; `npm run cognito:local` prints them.',
    );
  }
  const endpoint = setting(env.COGNITO_ENDPOINT);
  if (endpoint && production) throw new Error('COGNITO_ENDPOINT (cognito-local) must not be set in production.');
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`COGNITO_ENDPOINT must be a URL, got "${endpoint}"`);
  return {
    userPoolId: userPoolId!,
    clientId: clientId!,
    region: setting(env.COGNITO_REGION) ?? DEFAULT_COGNITO_REGION,
    endpoint,
  };
}

/**
 * TRUST_PROXY as a number of trusted hops. Earlier settings keep their meaning: `true` (like `1`) was one proxy in
 * front, `false` (like unset or `0`) none.
 */
function readTrustProxy(value: string | undefined): number {
  const text = setting(value)?.toLowerCase();
  if (!text || text === 'false') return 0;
  if (text === 'true') return 1;
  const hops = Number(text);
  if (!/^\d+$/.test(text) || hops > 10) {
    throw new Error(
      `TRUST_PROXY must be the number of proxies in front of the server (0–10; 1 = one reverse proxy), got "${value}"`,
    );
  }
  return hops;
}

function readHttpTimeouts(env: NodeJS.ProcessEnv): HttpTimeouts {
  const millis = (name: string, raw: string | undefined, fallback: number) => {
    const text = setting(raw);
    if (!text) return fallback;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < 1)
      throw new Error(`${name} must be a number of milliseconds ≥ 1, got "${text}"`);
    return value;
  };
  const timeouts = {
    headersMs: millis('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.headersMs),
    requestMs: millis('HTTP_REQUEST_TIMEOUT_MS', env.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_HTTP_TIMEOUTS.requestMs),
    keepAliveMs: millis(
      'HTTP_KEEP_ALIVE_TIMEOUT_MS',
      env.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      DEFAULT_HTTP_TIMEOUTS.keepAliveMs,
    ),
  };
  // node:http refuses a header timeout longer than the whole request's.
  if (timeouts.headersMs > timeouts.requestMs)
    throw new Error('HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS.');
  return timeouts;
}

function readRateLimitScale(value: string | undefined, production: boolean): number {
  if (!setting(value)) return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1) throw new Error(`RATE_LIMIT_SCALE must be a number ≥ 1, got "${value}"`);
  if (production && scale !== 1) throw new Error('RATE_LIMIT_SCALE is for tests; production keeps the real limits.');
  return scale;
}

/** A guessable token would open the order states to anyone: at least 32 characters (e.g. `openssl rand -hex 32`). */
function readProviderToken(value: string | undefined): string | null {
  const token = setting(value);
  if (!token) return null;
  if (token.length < 32)
    throw new Error('PROVIDER_TOKEN must be at least 32 characters long (e.g. openssl rand -hex 32).');
  return token;
}
