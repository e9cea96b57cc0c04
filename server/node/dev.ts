import { createServer as createVite } from 'vite';
import { serverCognitoEnv, viteCognitoEnv } from './cognito/identityEnv.js';
import { LOCAL_COGNITO_PORT } from './cognito/local.js';
import { startLocalIdentity, type LocalIdentity } from './cognito/localIdentity.js';
import { readConfig } from './config.js';
import { exitOnStartFailure, startApi } from './startApi.js';

/**
 * `npm run dev`: the whole local app in one process, one PID to stop — cognito-local on 127.0.0.1:9229 (a child
 * process, stopped with us; pool and app client created on first start, kept in .cognito/), the API on
 * 127.0.0.1:4000 verifying its tokens, and Vite on http://127.0.0.1:5173 with /graphql proxied to the API.
 * The pool reaches the app as VITE_COGNITO_* (set before Vite starts, so import.meta.env has them).
 * With COGNITO_USER_POOL_ID set, that pool is used instead of cognito-local; AUTH_MODE=mock starts no identity at all.
 */
let identity: LocalIdentity | null = null;
if (process.env.AUTH_MODE !== 'mock' && !process.env.COGNITO_USER_POOL_ID) {
  identity = await startLocalIdentity({
    port: Number(process.env.COGNITO_LOCAL_PORT ?? LOCAL_COGNITO_PORT),
    code: process.env.COGNITO_LOCAL_CODE || undefined,
    appUrl: process.env.APP_URL ?? 'http://127.0.0.1:5173',
  });
  Object.assign(process.env, serverCognitoEnv(identity.pool));
  console.log(
    `Cognito (local) ${identity.pool.endpoint}  pool ${identity.pool.userPoolId}  client ${identity.pool.clientId}`,
  );
}

const config = readConfig();
if (config.cognito) {
  // Explicit VITE_ settings win (e.g. a real pool from the shell); otherwise the app talks to the server's pool.
  for (const [name, value] of Object.entries(viteCognitoEnv(config.cognito))) process.env[name] ??= value;
}
const api = await startApi(config).catch(async (error) => {
  await identity?.stop();
  return exitOnStartFailure(error);
});
console.log(
  `API  http://${config.host}:${config.port}/graphql (auth: ${config.authMode}, store: ${api.store.description}, mail: ${config.mail.kind})`,
);

const vite = await createVite({ configFile: 'vite.config.ts', mode: 'development' });
await vite.listen();
vite.printUrls();

async function stop() {
  await vite.close();
  await api.stop();
  await identity?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
