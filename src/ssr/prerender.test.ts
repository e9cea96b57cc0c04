import { describe, expect, it } from 'vitest';
import { PAGES } from '../content/routes';
import { headTags, pageDocument, scriptJson } from './documentHtml';
import { pageHead } from './pageHead';
import { prerenderPaths } from './prerenderPaths';
import { classesOf, pageStylesheets } from './pageStylesheets';
import { robotsTxt, sitemapXml } from './sitemap';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Allgemein" />
    <!-- Not for search engines. -->
    <meta name="robots" content="noindex" />
    <title>Klimahain</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-d.js">
    <link rel="modulepreload" crossorigin href="/assets/chunk-e.js">
    <link rel="stylesheet" crossorigin href="/assets/index-f.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('which pages are prerendered', () => {
  const paths = prerenderPaths();
  const byPath = new Map(paths.map((entry) => [entry.path, entry]));

  it('covers every public and legal page, each project once, and the sign-in forms', () => {
    for (const path of [
      '/',
      '/projekte',
      '/projekte/indonesien',
      '/projekte/uganda',
      '/projekte/uganda/spenden',
      '/co2-rechner',
      '/spenden',
      '/ueber-uns',
      '/kontakt',
      '/faq',
      '/impressum',
      '/datenschutz',
      '/agb',
      '/anmelden',
      '/registrieren',
    ]) {
      expect(byPath.has(path), path).toBe(true);
    }
    expect([...byPath.keys()].some((path) => path.includes(':'))).toBe(false);
  });

  it('leaves out account and dev pages and the pages that act on a link from a mail', () => {
    for (const path of [
      '/mein-klimahain/uebersicht',
      '/dev/navigation-links',
      '/newsletter-abonniert',
      '/willkommen',
      '/email-ueberpruefen',
      '/passwort-zuruecksetzen',
    ]) {
      expect(byPath.has(path), path).toBe(false);
    }
  });

  it('opens only the whitelist to search engines', () => {
    expect(byPath.get('/faq')?.indexable).toBe(true);
    expect(byPath.get('/projekte/uganda')?.indexable).toBe(true);
    expect(byPath.get('/anmelden')?.indexable).toBe(false);
  });
});

describe('the head of a prerendered page', () => {
  const entry = (path: string) => prerenderPaths().find((e) => e.path === path)!;

  it('describes a project page by its abstract, with an absolute canonical address and the project picture', () => {
    const head = pageHead(entry('/projekte/uganda'), 'Aufforstung in Uganda | Klimahain', 'https://klimahain.example/');
    expect(head.canonical).toBe('https://klimahain.example/projekte/uganda');
    expect(head.description).toMatch(/Uganda|Musizi|Kyenjojo/);
    expect(head.image).toMatch(/^https:\/\/klimahain\.example\/images\/projects\/uganda/);
  });

  it('uses the route table’s intro elsewhere', () => {
    const faq = PAGES.find((page) => page.path === '/faq')!;
    expect(pageHead(entry('/faq'), 'FAQ', 'https://k.example').description).toBe(faq.intro);
  });

  it('writes title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    const tags = headTags({
      title: 'Spenden & Projekte | Klimahain',
      description: 'Bäume „pflanzen“ <jetzt>',
      canonical: 'https://k.example/projekte',
      image: 'https://k.example/a.png',
      indexable: true,
    });
    expect(tags).toContain('<title>Spenden &amp; Projekte | Klimahain</title>');
    expect(tags).toContain('<meta name="description" content="Bäume „pflanzen“ &lt;jetzt&gt;" />');
    expect(tags).toContain('<link rel="canonical" href="https://k.example/projekte" />');
    expect(tags).toContain('<meta property="og:title" content="Spenden &amp; Projekte | Klimahain" />');
    expect(tags).toContain('<meta property="og:locale" content="de_DE" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(tags).not.toContain('noindex');
  });

  it('keeps pages outside the whitelist out of search results', () => {
    expect(
      headTags({
        title: 'Anmelden',
        description: 'x',
        canonical: 'https://k.example/anmelden',
        image: 'https://k.example/a.png',
        indexable: false,
      }),
    ).toContain('<meta name="robots" content="noindex" />');
  });
});

describe('meta descriptions', () => {
  it('every prerendered page has one of at least 70 characters, enough to say what the page is', () => {
    const lengths = prerenderPaths().map((entry) => [
      entry.path,
      pageHead(entry, 'T', 'https://k.example').description.length,
    ]);
    expect(lengths.filter(([, length]) => Number(length) < 70)).toEqual([]);
  });
});

describe('the prerendered document', () => {
  const head = {
    title: 'FAQ | Klimahain',
    description: 'Antworten',
    canonical: 'https://k.example/faq',
    image: 'https://k.example/a.png',
    indexable: true,
  };

  it('replaces the template’s title and description and fills #root, followed by the hydration data', () => {
    const html = pageDocument(TEMPLATE, head, '<main><h1>Häufig gestellte Fragen</h1></main>', {
      path: '/faq',
      records: {},
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>FAQ | Klimahain</title>');
    expect(html).not.toContain('content="Allgemein"');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('Not for search engines');
    expect(html).toContain('<div id="root"><main><h1>Häufig gestellte Fragen</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="prerendered">{"path":"/faq","records":{}}</script>');
    expect(html).toContain('<html lang="de">');
  });

  it('replaces a description the template spreads over several lines (as Prettier formats index.html)', () => {
    const template = TEMPLATE.replace(
      '<meta name="description" content="Allgemein" />',
      '<meta\n      name="description"\n      content="Allgemein"\n    />',
    );
    const html = pageDocument(template, head, '<p>FAQ</p>', { path: '/faq', records: {} });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Allgemein');
  });

  it('keeps the template’s description for a page without one of its own', () => {
    const html = pageDocument(TEMPLATE, { ...head, description: '' }, '<p>FAQ</p>', { path: '/faq', records: {} });
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Allgemein" />');
    expect(html).not.toContain('og:description');
  });

  it('refuses a template whose description it could not replace', () => {
    const template = TEMPLATE.replace('<meta name="description"', '<meta content="Allgemein" name="description"');
    expect(() => pageDocument(template, head, '', { path: '/faq', records: {} })).toThrow(/description/);
  });

  it('links the page’s own stylesheets in the head', () => {
    const html = pageDocument(
      TEMPLATE,
      head,
      '<p>FAQ</p>',
      { path: '/faq', records: {} },
      { stylesheets: ['/assets/FaqPage-x.css'] },
    );
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/FaqPage-x.css">\s*<title>/);
  });

  it('puts React’s preload of the first picture at the head’s top, before the scripts, and out of #root', () => {
    const preload = '<link rel="preload" as="image" href="/assets/hero-x.svg" fetchPriority="high"/>';
    const html = pageDocument(TEMPLATE, head, `${preload}<main><h1>Start</h1></main>`, { path: '/', records: {} });
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/assets\/hero-x.svg" fetchPriority="high"\/>\s*<script type="module"/,
    );
    expect(html).toContain('<div id="root"><main><h1>Start</h1></main></div>');
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('asks for the app’s scripts through the start script, after the first frame, not through the template’s tags', () => {
    const html = pageDocument(
      TEMPLATE,
      head,
      '<p>FAQ</p>',
      { path: '/faq', records: {} },
      { startScript: '/assets/startAfterPaint-s.js' },
    );
    expect(html).toContain(
      '<script defer src="/assets/startAfterPaint-s.js" data-entry="/assets/index-abc.js" data-modules="/assets/react-d.js /assets/chunk-e.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-f.css">');
  });

  it('keeps the first picture’s preload ahead of the start script', () => {
    const preload = '<link rel="preload" as="image" href="/assets/hero-x.svg" fetchPriority="high"/>';
    const html = pageDocument(
      TEMPLATE,
      head,
      `${preload}<main><h1>Start</h1></main>`,
      { path: '/', records: {} },
      { startScript: '/assets/startAfterPaint-s.js' },
    );
    expect(html).toMatch(/fetchPriority="high"\/>\s*<script defer src="\/assets\/startAfterPaint-s.js"/);
  });

  it('refuses a template without the entry script to start', () => {
    expect(() =>
      pageDocument(
        TEMPLATE.replace(/<script[^>]*><\/script>/, ''),
        head,
        '',
        { path: '/faq', records: {} },
        { startScript: '/assets/s.js' },
      ),
    ).toThrow(/script/);
  });

  it('cannot be broken out of by data that holds a closing script tag', () => {
    expect(scriptJson({ text: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(scriptJson({ text: '</script>' }))).toEqual({ text: '</script>' });
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      pageDocument('<html><body><div id="app"></div></body></html>', head, '', { path: '/faq', records: {} }),
    ).toThrow(/root/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable page absolutely and nothing else', () => {
    const xml = sitemapXml(prerenderPaths(), 'https://klimahain.example');
    expect(xml).toContain('<loc>https://klimahain.example/</loc>');
    expect(xml).toContain('<loc>https://klimahain.example/projekte/indonesien</loc>');
    expect(xml).toContain('<loc>https://klimahain.example/datenschutz</loc>');
    expect(xml).not.toContain('/anmelden');
    expect(xml).not.toContain('/mein-klimahain');
  });

  it('keeps crawlers out of the account area and names the sitemap', () => {
    const robots = robotsTxt('https://klimahain.example/');
    expect(robots).toContain('Disallow: /mein-klimahain/');
    expect(robots).toContain('Disallow: /dev/');
    expect(robots).toContain('Sitemap: https://klimahain.example/sitemap.xml');
  });
});

describe('stylesheets of a prerendered page', () => {
  const sheets = new Map([
    ['/assets/index-a.css', classesOf('._shell_1s0bl_1{display:grid}')],
    ['/assets/ProjectPage-b.css', classesOf('._hero_uxky8_1{margin:0}._text_uxky8_15:hover{color:red}')],
    ['/assets/Button-c.css', classesOf('@media (min-width:40rem){._button_x1_1{padding:1rem}}')],
    ['/assets/DonatePage-d.css', classesOf('._chooser_d_1{gap:1rem}')],
  ]);

  it('links the CSS of every piece the markup shows, not the entry’s again and not other pages’', () => {
    const html =
      '<div class="_shell_1s0bl_1"><header class="_hero_uxky8_1"><a class="x _button_x1_1">Jetzt spenden</a></header></div>';
    expect(pageStylesheets(html, sheets, new Set(['/assets/index-a.css']))).toEqual([
      '/assets/Button-c.css',
      '/assets/ProjectPage-b.css',
    ]);
  });

  it('links nothing more for a page that uses only the entry’s styles', () => {
    expect(pageStylesheets('<div class="_shell_1s0bl_1"></div>', sheets, new Set(['/assets/index-a.css']))).toEqual([]);
  });
});
