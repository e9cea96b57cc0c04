import { parseArgs } from 'node:util';
import { createServer as createVite } from 'vite';
import { takenPortMessage } from './devPorts.js';
import { serverCognitoEnv, viteCognitoEnv } from './cognito/identityEnv.js';
import { LOCAL_COGNITO_PORT } from './cognito/local.js';
import { startLocalIdentity, type LocalIdentity } from './cognito/localIdentity.js';
import { readConfig } from './config.js';
import { exitOnStartFailure, startApi } from './startApi.js';

/**
 * `npm run dev`: the whole local app in one process, one PID to stop — cognito-local on 127.0.0.1:9229 (a child
 * process, stopped with us; pool and app client created on first start, kept in .cognito/), the API on
 * 127.0.0.1:4000 (PORT) verifying its tokens, and Vite on http://127.0.0.1:5173 (`-- --port`, DEV_PORT) with /graphql
 * proxied to the API.
 * The pool reaches the app as VITE_COGNITO_* (set before Vite starts, so import.meta.env has them).
 * With COGNITO_USER_POOL_ID set, that pool is used instead of cognito-local; AUTH_MODE=mock starts no identity at all.
 */
// The app's port: `npm run dev -- --port 5174` or DEV_PORT; the API's is PORT (default 4000). A taken port ends here,
// in one line, before anything has started.
const { values: args } = parseArgs({ options: { port: { type: 'string' } }, strict: false });
const appPort = Number(args.port ?? process.env.DEV_PORT ?? 5173);
if (!Number.isInteger(appPort) || appPort < 1 || appPort > 65535) {
  console.error(
    `--port muss 1–65535 sein / must be 1–65535, nicht / not "${String(args.port ?? process.env.DEV_PORT)}".`,
  );
  process.exit(1);
}
process.env.APP_URL ??= `http://127.0.0.1:${appPort}`;
const apiPort = Number(process.env.PORT ?? 4000);
const taken = await takenPortMessage([
  { port: appPort, what: 'App, Vite', instead: `npm run dev -- --port ${appPort + 1}` },
  { port: apiPort, what: 'API', instead: `PORT=${apiPort + 1} npm run dev` },
]);
if (taken) {
  console.error(taken);
  process.exit(1);
}
// The app proxies /graphql to the API's port (vite.config.ts).
process.env.API_PORT = String(apiPort);

let identity: LocalIdentity | null = null;
if (process.env.AUTH_MODE !== 'mock' && !process.env.COGNITO_USER_POOL_ID) {
  identity = await startLocalIdentity({
    port: Number(process.env.COGNITO_LOCAL_PORT ?? LOCAL_COGNITO_PORT),
    code: process.env.COGNITO_LOCAL_CODE || undefined,
    appUrl: process.env.APP_URL,
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

const vite = await createVite({ configFile: 'vite.config.ts', mode: 'development', server: { port: appPort } });
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
