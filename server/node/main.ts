import { readConfig } from './config.js';
import { createNodeServer } from './createNodeServer.js';

const config = readConfig();
const server = createNodeServer(config);

server.listen(config.port, config.host, () => {
  console.log(`Klimahain API on http://${config.host}:${config.port}/graphql (auth: ${config.authMode}, store: memory)`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
