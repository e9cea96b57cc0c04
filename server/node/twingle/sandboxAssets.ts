import { readFile } from 'node:fs/promises';
import { WIDGET_ID } from '../../core/domain/donations/twinglePushSandbox.js';

/** Where the sandbox widget lives under every server that serves it (Node in development and e2e, Vite in dev:mock). */
export const SANDBOX_PREFIX = '/_sandbox/twingle';

const FILES: Record<string, { file: string; type: string }> = {
  'assets/widget.js': { file: 'widget.js', type: 'text/javascript; charset=utf-8' },
  'assets/widget.css': { file: 'widget.css', type: 'text/css; charset=utf-8' },
};

/** The widget's files (the Vite plugin passes the same folder, found from the project root). */
export const SANDBOX_DIR = new URL('./sandbox/', import.meta.url);

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The widget page (`<widgetId>`), its script or its style sheet, or null for any other path below the prefix.
 * `appOrigin` is the one other origin allowed to frame the page and talk to it. Read from disk on each request:
 * this is development only, and an edit shows without a restart.
 */
export async function sandboxAsset(
  rest: string,
  appOrigin: string,
  dir: URL = SANDBOX_DIR,
): Promise<{ type: string; body: string; page: boolean } | null> {
  const asset = FILES[rest];
  if (asset) return { type: asset.type, body: await readFile(new URL(asset.file, dir), 'utf8'), page: false };
  if (!WIDGET_ID.test(rest) || rest === 'pay' || rest === 'instalment') return null;
  const html = await readFile(new URL('widget.html', dir), 'utf8');
  return {
    type: 'text/html; charset=utf-8',
    body: html.replace('{{APP_ORIGIN}}', escapeAttribute(appOrigin)),
    page: true,
  };
}
