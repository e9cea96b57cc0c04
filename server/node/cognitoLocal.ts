import { envLines, serverCognitoEnv, viteCognitoEnv } from './cognito/identityEnv.js';
import { LOCAL_COGNITO_PORT } from './cognito/local.js';
import { startLocalIdentity } from './cognito/localIdentity.js';

/**
 * `npm run cognito:local`: cognito-local in the foreground, for running API and app separately. Ensures the pool,
 * prints the settings for `npm run dev:api` and `vite`, then prints each mail's link until Ctrl-C.
 */
const identity = await startLocalIdentity({
  port: Number(process.env.COGNITO_LOCAL_PORT ?? LOCAL_COGNITO_PORT),
  code: process.env.COGNITO_LOCAL_CODE || undefined,
  appUrl: process.env.APP_URL ?? 'http://127.0.0.1:5173',
});
console.log(`cognito-local on ${identity.pool.endpoint} (PID ${identity.pid}), data in .cognito/`);
console.log('\n# API (npm run dev:api):');
for (const line of envLines(serverCognitoEnv(identity.pool))) console.log(line);
console.log('\n# App (vite / npm run build):');
for (const line of envLines(viteCognitoEnv(identity.pool))) console.log(line);
console.log('\nMails appear here as links. Ctrl-C stops cognito-local.');

async function stop() {
  await identity.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
