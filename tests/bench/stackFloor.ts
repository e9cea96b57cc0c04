/**
 * The JavaScript floor of the design card's stack: what the libraries a page cannot do without weigh before a single
 * line of the app, bundled and minified by this project's Vite as the production build does, gzip -9. Issue 26's
 * budgets (120 kB for `/` and a project page, 170 kB for the calculator) are read against it.
 * Each row bundles everything above it too (shared code counted once), so the last row of a block is its floor.
 * Usage: npm run bench:floor
 */
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';

interface Layer {
  label: string;
  /** The module and the names the app imports from it. */
  from: string;
  names: string[];
}

const reactDom: Layer = {
  label: 'react + react-dom (hydrateRoot)',
  from: 'react-dom/client',
  names: ['createRoot', 'hydrateRoot'],
};
const dataRouter: Layer = {
  label: '+ react-router, data router (loaders: docs/architecture.md §3.1)',
  from: 'react-router-dom',
  names: [
    'createBrowserRouter',
    'RouterProvider',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'ScrollRestoration',
    'useLoaderData',
    'useNavigation',
    'useRevalidator',
    'useRouteError',
    'isRouteErrorResponse',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useHref',
    'matchRoutes',
  ],
};
const consent: Layer = {
  label: '+ vanilla-cookieconsent (banner, spec §2)',
  from: 'vanilla-cookieconsent',
  names: ['run', 'show', 'hide', 'showPreferences', 'acceptedCategory'],
};
const relayRuntime: Layer = {
  label: '+ relay-runtime (store, network)',
  from: 'relay-runtime',
  names: ['Environment', 'Network', 'RecordSource', 'Store', 'Observable'],
};
const reactRelay: Layer = {
  label: '+ react-relay (queries, fragments)',
  from: 'react-relay',
  names: ['RelayEnvironmentProvider', 'loadQuery', 'usePreloadedQuery', 'useFragment', 'useMutation'],
};
const aria: Layer = {
  label: '+ react-aria-components (the calculator’s radios, button, locale)',
  from: 'react-aria-components',
  names: ['RadioGroup', 'Radio', 'Label', 'Button', 'I18nProvider', 'RouterProvider'],
};
const declarativeRouter: Layer = {
  label: '+ react-router, declarative (no loaders)',
  from: 'react-router-dom',
  names: [
    'BrowserRouter',
    'Routes',
    'Route',
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useHref',
  ],
};

const BLOCKS: { title: string; budgetKb: number; layers: Layer[] }[] = [
  { title: 'Start page `/` (budget 120 kB)', budgetKb: 120, layers: [reactDom, dataRouter, consent] },
  {
    title: 'Project page (budget 120 kB; no Relay, no react-aria)',
    budgetKb: 120,
    layers: [reactDom, dataRouter, consent],
  },
  {
    title: 'CO₂-Rechner (budget 170 kB)',
    budgetKb: 170,
    layers: [reactDom, dataRouter, consent, relayRuntime, reactRelay, aria],
  },
  {
    title: 'For comparison: `/` with react-router without its data router',
    budgetKb: 120,
    layers: [reactDom, declarativeRouter, consent],
  },
];

const ENTRY = '\0stack-floor-entry';

const sizes = new Map<string, number>();

/** The layers' imports as the bundle's one entry module; kept on globalThis, so none is shaken off as unused. */
function entryPlugin(layers: Layer[]): Plugin {
  const code = layers
    .map(
      (layer, i) =>
        `import * as layer${i} from '${layer.from}';\nglobalThis.layer${i} = [${layer.names.map((name) => `layer${i}.${name}`).join(', ')}];`,
    )
    .join('\n');
  return {
    name: 'stack-floor-entry',
    resolveId: (id) => (id === ENTRY ? ENTRY : null),
    load: (id) => (id === ENTRY ? code : null),
  };
}

async function gzipKb(layers: Layer[]): Promise<number> {
  const key = layers.map((layer) => layer.label).join('|');
  if (!sizes.has(key)) sizes.set(key, await bundledGzipKb(layers));
  return sizes.get(key)!;
}

async function bundledGzipKb(layers: Layer[]): Promise<number> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [entryPlugin(layers)],
    build: { write: false, minify: true, rollupOptions: { input: ENTRY } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((file) => file.type === 'chunk');
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code, { level: 9 }).length, 0) / 1024;
}

for (const block of BLOCKS) {
  console.log(block.title);
  let floor = 0;
  for (let i = 1; i <= block.layers.length; i++) {
    floor = await gzipKb(block.layers.slice(0, i));
    console.log(`  ${block.layers[i - 1].label.padEnd(68)} ${floor.toFixed(1).padStart(6)} kB`);
  }
  console.log(
    `  ${'left for the app within the budget'.padEnd(68)} ${(block.budgetKb - floor).toFixed(1).padStart(6)} kB`,
  );
}
