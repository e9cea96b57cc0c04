import { readConfig, type ServerConfig } from './config.js';
import { exitOnStartFailure, startApi, type RunningApi } from './startApi.js';

let config: ServerConfig;
let api: RunningApi;
try {
  config = readConfig();
  api = await startApi(config);
} catch (error) {
  exitOnStartFailure(error);
}
console.log(
  `Klimahain API on http://${config.host}:${config.port}/graphql ` +
    `(auth: ${config.authMode}, store: ${api.store.description}, mail: ${config.mail.kind})`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void api.stop().then(() => process.exit(0)));
}
