/** Server settings from the environment; defaults are for local development. */
export interface ServerConfig {
  host: string;
  port: number;
  production: boolean;
  appUrl: string;
  teamEmail: string;
  /** Where mails go in development (one file each); production sends through SMTP (coming with the mail issue). */
  outboxDir: string;
  /** 'mock' accepts the mock auth adapter's tokens (development only) until the Cognito verifier lands. */
  authMode: 'mock';
  /** Built app to serve beside /graphql (e.g. dist); unset in development, where Vite serves the app. */
  staticDir: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be 1–65535, got "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  const authMode = env.AUTH_MODE ?? 'mock';
  if (authMode !== 'mock') throw new Error(`AUTH_MODE "${authMode}" is not supported yet (only "mock")`);
  if (production) throw new Error('The mock auth adapter must not run in production (NODE_ENV=production).');
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    production,
    appUrl: env.APP_URL ?? 'http://127.0.0.1:5173',
    teamEmail: env.TEAM_EMAIL ?? 'team@klimahain.example',
    outboxDir: env.OUTBOX_DIR ?? 'outbox',
    authMode,
    staticDir: env.STATIC_DIR || null,
  };
}
