/** What a prerendered page's <head> says about it. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page (APP_URL + path). */
  canonical: string;
  /** Absolute address of the picture shown in link previews. */
  image: string;
  indexable: boolean;
}

/** Text for HTML (and XML) text and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** APP_URL without a trailing slash, to put a path after. */
export const siteOrigin = (appUrl: string) => appUrl.replace(/\/+$/, '');

/** JSON inside <script type="application/json">: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Title, description, canonical address, Open Graph and Twitter card, robots. No description tags for an empty one. */
export function headTags(head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  return [
    `<title>${title}</title>`,
    description && `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    head.indexable ? '' : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="de_DE" />',
    '<meta property="og:site_name" content="Klimahain" />',
    `<meta property="og:title" content="${title}" />`,
    description && `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${title}" />`,
    description && `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${escapeHtml(head.image)}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The id of the script element that carries the page's hydration data. */
export const PRERENDER_DATA_ID = 'prerendered';

/** What the client needs to hydrate a prerendered page without fetching again. */
export interface PrerenderData {
  /** The address the HTML was rendered for: the client hydrates only there (and without a query string). */
  path: string;
  /** Relay records the page's queries loaded. */
  records: Record<string, unknown>;
}

/** What a page links besides the template's own tags. */
export interface PageAssets {
  /** The page's own stylesheets, linked after the template's. */
  stylesheets?: readonly string[];
  /** The script (src/ssr/startAfterPaint.ts) that asks for the app's modules once the page is painted; without it the template's tags stay. */
  startScript?: string;
}

/**
 * The built index.html with the page put in: the template's own <title> and description give way to the page's
 * head tags (its description stays for a page without one), after the page's own stylesheets; the markup goes into
 * #root; the hydration data follows it.
 */
export function pageDocument(
  template: string,
  head: PageHead,
  html: string,
  data: PrerenderData,
  { stylesheets = [], startScript }: PageAssets = {},
): string {
  // One description per page: the page's own; the template's only if the page has none. `\s+`, not a space: Prettier
  // breaks a long tag of index.html over several lines (the description's did, and the pages kept it beside theirs).
  const withoutOwnHead = template
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/, (tag) => (head.description ? '' : tag))
    // The template's noindex (with its comment) is for pages that are not prerendered.
    .replace(/\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*)?<meta\s+name="robots"[^>]*>/, '');
  if (
    /<meta\b[^>]*\bname="robots"/.test(withoutOwnHead) ||
    (head.description && /\bname="description"/.test(withoutOwnHead))
  )
    throw new Error('index.html has a description or robots tag the prerenderer cannot replace');
  if (!withoutOwnHead.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty <div id="root"></div>');
  const { preloads, markup } = leadingImagePreloads(html);
  return (startScript ? startingAfterPaint(withoutOwnHead, startScript) : withoutOwnHead)
    .replace(
      /(\s*)(<script |<link rel="modulepreload"|<link rel="stylesheet")/,
      (_, space: string, tag: string) => `${preloads.map((link) => `${space}${link}`).join('')}${space}${tag}`,
    )
    .replace(
      '</head>',
      `  ${[...stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`), headTags(head)].join('\n    ')}\n  </head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>\n    <script type="application/json" id="${PRERENDER_DATA_ID}">${scriptJson(data)}</script>`,
    );
}

/**
 * The template's entry script and module preloads give way to one deferred script that asks for them once the page
 * is painted (src/ssr/startAfterPaint.ts).
 */
export function startingAfterPaint(template: string, startScript: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="…">');
  const modules = [...template.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
  const tag = `<script defer src="${escapeHtml(startScript)}" data-entry="${escapeHtml(entry[1])}" data-modules="${escapeHtml(modules.join(' '))}"></script>`;
  return template.replace(entry[0], tag).replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
}

/**
 * React writes the preloads of the page's first pictures (fetchPriority high) ahead of its markup, i.e. after every
 * script and stylesheet of the head: moved to the head's top, the browser asks for the largest picture first.
 */
export function leadingImagePreloads(html: string): { preloads: string[]; markup: string } {
  const leading = html.match(/^(?:<link rel="preload" as="image"[^>]*\/>)+/)?.[0] ?? '';
  return { preloads: leading.match(/<link[^>]*\/>/g) ?? [], markup: html.slice(leading.length) };
}
