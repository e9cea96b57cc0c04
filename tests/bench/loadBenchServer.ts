/**
 * One server of `npm run bench:load`, in its own process (so the load driver does not share its event loop):
 * `bare` is GraphQL Yoga answering `{ hello }` and nothing else; `app` is Klimahain's Node server configured like
 * production (persisted operations only, JSON request logs, PostgreSQL) but checking tokens against cognito-local,
 * which production refuses — so the config is read as development's and then switched to production in code.
 * Prints `listening <port>` on stderr once it accepts requests.
 */
import { createServer } from 'node:http';
import { createSchema, createYoga } from 'graphql-yoga';
import { readConfig } from '../../server/node/config.js';
import { serverLog } from '../../server/node/http/serverLog.js';
import { startApi } from '../../server/node/startApi.js';

const mode = process.argv[2];
// A clean exit on SIGTERM, so a --cpu-prof (BENCH_PROFILE) is written.
process.once('SIGTERM', () => process.exit(0));
const port = Number(process.env.PORT);

if (mode === 'bare') {
  const yoga = createYoga({
    schema: createSchema({ typeDefs: 'type Query { hello: String! }', resolvers: { Query: { hello: () => 'world' } } }),
    logging: false,
    graphiql: false,
    landingPage: false,
  });
  const server = createServer(yoga);
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => console.error(`listening ${port}`));
} else if (mode === 'app') {
  const { NODE_ENV: _mode, ...env } = process.env;
  const config = { ...readConfig(env), production: true };
  await startApi(config, serverLog(true));
  console.error(`listening ${port}`);
} else {
  throw new Error(`usage: loadBenchServer.ts bare|app (got ${mode})`);
}
