import { offsetPredicate, offsetSentence } from '../../core/domain/co2/claims.js';
import type { SharedResult } from '../../core/domain/calculator/sharedResult.js';
import { SHARE_IMAGE } from './shareImage.js';
import { formatSigned, formatTonnes, shownLines, treesText } from './shareTexts.js';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What the link says in messengers and search results. */
export function shareSummary(result: SharedResult): { title: string; description: string } {
  const lines = shownLines(result);
  const categories = lines.categories.map((c) => `${c.title} ${formatSigned(c.tonnes)} t`).join(', ');
  return {
    title: `Mein CO₂-Fußabdruck: ${formatTonnes(result.totalTonnes)} t im Jahr`,
    description:
      `Berechnet mit dem CO₂-Rechner von Klimahain: Grundwert ${formatTonnes(lines.base)} t, ${categories}. ` +
      `${offsetSentence(result.trees, 'de-DE', 'ich')} Wie viel ist es bei dir?`,
  };
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1b1f1c; background: #faf7f0; }
  body { margin: 0; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
  .brand { color: #2f8a57; font-weight: 700; text-decoration: none; }
  h1 { color: #17432b; font-size: clamp(2rem, 8vw, 3rem); margin: 1rem 0 0.5rem; line-height: 1.1; }
  table { border-collapse: collapse; width: 100%; margin: 1.5rem 0; font-size: 1.125rem; }
  th, td { padding: 0.5rem 0; border-bottom: 1px solid #e8dfcb; text-align: left; }
  td { text-align: right; font-variant-numeric: tabular-nums; font-weight: 600; }
  tfoot th, tfoot td { border-bottom: 0; font-weight: 700; }
  .trees { background: #17432b; color: #faf7f0; border-radius: 1rem; padding: 1rem 1.25rem; font-size: 1.25rem; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 2rem; }
  .actions a { border-radius: 999px; padding: 0.75rem 1.25rem; font-weight: 700; text-decoration: none; }
  .primary { background: #1f5c3a; color: #fff; }
  .secondary { border: 2px solid #1f5c3a; color: #1f5c3a; }
  a:focus-visible { outline: 3px solid #f2b705; outline-offset: 3px; }
  .note { color: #4a544d; font-size: 0.95rem; }
`;

/**
 * The page of a share link: plain HTML, no script, so it reads the same in any browser and in a messenger's
 * preview; the figures and nothing else (no answers, no person).
 */
export function sharePage(result: SharedResult, origin: string): string {
  const { title, description } = shareSummary(result);
  const url = `${origin}${result.path}`;
  const image = `${url}/bild.png`;
  const lines = shownLines(result);
  const rows = lines.categories
    .map((c) => `<tr><th scope="row">${escape(c.title)}</th><td>${formatSigned(c.tonnes)} t</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escape(title)} | Klimahain</title>
<meta name="description" content="${escape(description)}" />
<meta name="robots" content="noindex" />
<link rel="canonical" href="${escape(url)}" />
<meta property="og:type" content="website" />
<meta property="og:site_name" content="Klimahain" />
<meta property="og:locale" content="de_DE" />
<meta property="og:title" content="${escape(title)}" />
<meta property="og:description" content="${escape(description)}" />
<meta property="og:url" content="${escape(url)}" />
<meta property="og:image" content="${escape(image)}" />
<meta property="og:image:type" content="image/png" />
<meta property="og:image:width" content="${SHARE_IMAGE.width}" />
<meta property="og:image:height" content="${SHARE_IMAGE.height}" />
<meta property="og:image:alt" content="${escape(`${title}. ${offsetSentence(result.trees, 'de-DE', 'ich')}`)}" />
<meta name="twitter:card" content="summary_large_image" />
<style>${STYLE}</style>
</head>
<body>
<main>
<a class="brand" href="/">Klimahain</a>
<p>Ein geteiltes Ergebnis des CO₂-Rechners</p>
<h1>${formatTonnes(result.totalTonnes)} t CO₂ im Jahr</h1>
<table>
<caption class="note">In Tonnen CO₂ pro Jahr</caption>
<tbody>
<tr><th scope="row">Grundwert für alle in Deutschland</th><td>${formatTonnes(lines.base)} t</td></tr>
${rows}
</tbody>
<tfoot><tr><th scope="row">Summe</th><td>${formatTonnes(result.totalTonnes)} t</td></tr></tfoot>
</table>
<p class="trees"><strong>${treesText(result.trees)}</strong> ${offsetPredicate('ich')}.</p>
<div class="actions">
<a class="primary" href="/co2-rechner">Deinen Fußabdruck berechnen</a>
<a class="secondary" href="/spenden">Bäume pflanzen</a>
</div>
<p class="note">Geteilt werden nur diese Zahlen – keine Antworten und nichts über die Person.</p>
</main>
</body>
</html>
`;
}
