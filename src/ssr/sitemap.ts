import { ACCOUNT_BASE } from '../content/routes';
import { escapeHtml, siteOrigin } from './documentHtml';
import type { PrerenderedPath } from './prerenderPaths';

/** sitemap.xml: every indexable page (the spec's whitelist), absolute. */
export function sitemapXml(paths: readonly PrerenderedPath[], appUrl: string): string {
  const origin = siteOrigin(appUrl);
  const urls = paths
    .filter((entry) => entry.indexable)
    .map((entry) => `  <url><loc>${escapeHtml(origin + entry.path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** robots.txt: the account area, dev pages and the API are not for crawlers; where the sitemap is. */
export function robotsTxt(appUrl: string): string {
  const origin = siteOrigin(appUrl);
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
