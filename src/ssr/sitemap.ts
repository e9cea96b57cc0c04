import { ACCOUNT_BASE } from '../content/routes';
import type { PrerenderedPath } from './prerenderPaths';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml: every indexable page (the spec's whitelist), absolute. */
export function sitemapXml(paths: readonly PrerenderedPath[], appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, '');
  const urls = paths
    .filter((entry) => entry.indexable)
    .map((entry) => `  <url><loc>${escapeXml(origin + entry.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the account area, dev pages and the API are not for crawlers; where the sitemap is. */
export function robotsTxt(appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    `Disallow: ${ACCOUNT_BASE}/`,
    'Disallow: /dev/',
    'Disallow: /graphql',
    'Disallow: /_sandbox/',
    'Disallow: /webhooks/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
