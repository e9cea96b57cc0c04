import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, minify, type Plugin, type ResolvedConfig } from 'vite';

type PrerenderModule = typeof import('./src/ssr/prerenderEntry');
type PrerenderedPath = ReturnType<PrerenderModule['prerenderPaths']>[number];

/** Where the prerendered pages go inside the build; the Node server looks there first (server/node/staticFiles.ts). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * After `vite build`: builds the app once more for Node (src/ssr/prerenderEntry.ts), renders every public page as a
 * guest sees it on first load into `<outDir>/prerendered/<path>/index.html`, and writes sitemap.xml and robots.txt.
 * Canonical and Open Graph addresses use APP_URL, the site's own origin (as for the server).
 */
export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'klimahain:prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && env.mode !== 'mock',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Inside node_modules so the bundle's external imports (react, react-router …) resolve from the project.
      const ssrDir = join(config.root, 'node_modules', '.cache', 'klimahain-prerender', String(process.pid));
      const appUrl = process.env.APP_URL ?? 'http://127.0.0.1:5173';
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/ssr/prerenderEntry.ts',
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            manifest: false,
            copyPublicDir: false,
            minify: false,
          },
        });
        const ssr = (await import(pathToFileURL(join(ssrDir, 'prerenderEntry.js')).href)) as PrerenderModule;
        ssr.answerGraphQLInProcess(ssr.createPrerenderServer());
        const paths = ssr.prerenderPaths();
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const assets = {
          template,
          stylesheets: await stylesheetsOf(ssr, outDir),
          linked: new Set([...template.matchAll(/rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1])),
          startScript: await writeStartScript(ssr, outDir),
        };
        const restoreTimers = unrefTimers();
        try {
          for (const entry of paths) await writePage(ssr, entry, assets, outDir, appUrl);
        } finally {
          restoreTimers();
        }
        await writeFile(join(outDir, 'sitemap.xml'), ssr.sitemapXml(paths, appUrl));
        await writeFile(join(outDir, 'robots.txt'), ssr.robotsTxt(appUrl));
        config.logger.info(
          `prerendered ${paths.length} pages into ${join(config.build.outDir, PRERENDERED_DIR)} (APP_URL ${appUrl})`,
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}

interface BuildAssets {
  /** The built index.html. */
  template: string;
  /** Every built stylesheet (/assets/….css) with the classes it defines. */
  stylesheets: Map<string, Set<string>>;
  /** The stylesheets index.html links already. */
  linked: Set<string>;
  /** Address of the script that starts the app once the page is painted (src/ssr/startAfterPaint.ts). */
  startScript: string;
}

/**
 * Writes src/ssr/startAfterPaint.ts as a classic script into the assets, named by its content like the rest, and
 * minified like them (the SSR bundle it comes from is not).
 */
async function writeStartScript(ssr: PrerenderModule, outDir: string): Promise<string> {
  const { code: source } = await minify('startAfterPaint.js', ssr.startAfterPaintSource(), {
    compress: true,
    mangle: true,
  });
  const name = `startAfterPaint-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  await writeFile(join(outDir, 'assets', name), source);
  return `/assets/${name}`;
}

async function stylesheetsOf(ssr: PrerenderModule, outDir: string): Promise<Map<string, Set<string>>> {
  const files = (await readdir(join(outDir, 'assets'))).filter((name) => name.endsWith('.css'));
  const entries = await Promise.all(
    files.map(
      async (name) => [`/assets/${name}`, ssr.classesOf(await readFile(join(outDir, 'assets', name), 'utf8'))] as const,
    ),
  );
  return new Map(entries);
}

/** Renders one page and writes it with its head tags and hydration data; any status but 200 fails the build. */
async function writePage(
  ssr: PrerenderModule,
  entry: PrerenderedPath,
  assets: BuildAssets,
  outDir: string,
  appUrl: string,
) {
  const page = await ssr.renderPage(`http://prerender.invalid${entry.path}`);
  if (page.status !== 200) throw new Error(`${entry.path} rendered with status ${page.status}`);
  // React writes the page's <title> where the component renders it; it belongs into <head> with the other tags.
  const title = /<title>([^<]*)<\/title>/.exec(page.html)?.[1];
  if (!title) throw new Error(`${entry.path} rendered no <title>`);
  const html = page.html.replace(/<title>[^<]*<\/title>/g, '');
  const stylesheets = ssr.pageStylesheets(html, assets.stylesheets, assets.linked);
  const head = ssr.pageHead(entry, decodeEntities(title), appUrl);
  const document = ssr.pageDocument(
    assets.template,
    head,
    html,
    { path: entry.path, records: page.records },
    { stylesheets, startScript: assets.startScript },
  );
  const file = join(outDir, PRERENDERED_DIR, entry.path, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, document);
}

/**
 * Relay keeps a query rendered on the server for five minutes (a timer) in case the client asks for it: in the build
 * process that would hold `vite build` open for five minutes after the last page. Timers started while pages render
 * do not keep the process alive.
 */
function unrefTimers(): () => void {
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((...args: Parameters<typeof setTimeout>) => original(...args).unref()) as typeof setTimeout;
  return () => {
    globalThis.setTimeout = original;
  };
}

/** React escapes text in <title>; the head tags escape it again from plain text. */
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
