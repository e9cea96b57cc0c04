import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { SANDBOX_PREFIX, sandboxAsset } from './server/node/twingle/sandboxAssets.ts';

/**
 * dev:mock and Storybook have no Node server: this serves the same sandbox widget (page, script, style sheet) from
 * the Vite dev server. Its payment (`POST /_sandbox/twingle/pay`) and pushes are answered by MSW in the page
 * (mocks/twingleHandlers.ts) from the scenario's memory repositories, through the same push service as Node.
 */
export function twingleSandbox(): Plugin {
  let dir: URL;
  return {
    name: 'klimahain-twingle-sandbox',
    configResolved(config) {
      dir = pathToFileURL(`${resolve(config.root, 'server/node/twingle/sandbox')}/`);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (!path.startsWith(`${SANDBOX_PREFIX}/`) || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
        // The page frames it from this very dev server.
        Promise.resolve()
          .then(() =>
            sandboxAsset(
              decodeURIComponent(path.slice(SANDBOX_PREFIX.length + 1)),
              `http://${req.headers.host ?? '127.0.0.1'}`,
              dir,
            ),
          )
          .then((asset) => {
            if (!asset) return next();
            res.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-store' });
            res.end(req.method === 'HEAD' ? undefined : asset.body);
          })
          .catch(next);
      });
    },
  };
}
