import { createServer as createVite } from 'vite';
import { readConfig } from './config.js';
import { createNodeServer } from './createNodeServer.js';

/**
 * `npm run dev`: the whole local app in one process, one PID to stop — the API on 127.0.0.1:4000 and Vite on
 * http://127.0.0.1:5173 with /graphql proxied to it.
 */
const config = readConfig();
const api = createNodeServer(config);
await new Promise<void>((resolve) => api.listen(config.port, config.host, resolve));
console.log(`API  http://${config.host}:${config.port}/graphql`);

const vite = await createVite({ configFile: 'vite.config.ts', mode: 'development' });
await vite.listen();
vite.printUrls();

async function stop() {
  api.closeAllConnections();
  api.close();
  await vite.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
