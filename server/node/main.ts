import { readConfig, type ServerConfig } from './config.js';
import { serverLog } from './http/serverLog.js';
import { exitOnStartFailure, startApi, type RunningApi } from './startApi.js';

let config: ServerConfig;
let api: RunningApi;
try {
  config = readConfig();
} catch (error) {
  // A setting is wrong: say so on stderr, as JSON when NODE_ENV=production asked for JSON lines.
  exitOnStartFailure(error, serverLog(process.env.NODE_ENV === 'production', console.error));
}
// JSON lines in production (one per request, start, stop and failures included), plain lines otherwise.
const log = serverLog(config.production);
try {
  api = await startApi(config, log);
} catch (error) {
  exitOnStartFailure(error, serverLog(config.production, console.error));
}
log.event('info', `Klimahain API on http://${config.host}:${config.port}/graphql`, {
  auth: config.authMode,
  store: api.store.description,
  mail: config.mail.kind,
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log.event('info', 'stopping', { signal });
    void api.stop().then(() => process.exit(0));
  });
}
