/**
 * Valid HTML (issue 39): the prerendered pages of a real build (`vite build` into a temp folder, ~5 s), the HTML mails
 * (Cognito's custom messages, each template once) and the share page pass html-validate's `standard` preset — the
 * rules that come from the HTML standard — with no exceptions. Not `recommended`: on top it enforces a style (`<meta>`
 * not `<meta />`, lowercase attribute names where React writes `fetchPriority`, no inline style, `<!DOCTYPE>` in
 * capitals) that says nothing about validity and would need exceptions for React's and Prettier's way of writing HTML.
 *
 * html-validate leaves out two checks of the W3C Nu checker that these pages failed, added here as rules: one
 * description per document, and attributes HTML does not have (it does not know every element's attributes; the
 * ones React and react-aria wrote are listed). The whole Nu checker, by hand (Java, ~10 s):
 * `npm run build && java -jar node_modules/vnu-jar/build/dist/vnu.jar --skip-non-html dist/prerendered`
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatterFactory, HtmlValidate, Rule, type ConfigData, type Plugin } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomMessageHandler, type CustomMessageEvent } from '../../server/cognito/customMessage.js';
import { SAMPLE_SHARED_RESULT } from '../../server/node/share/sampleSharedResult.js';
import { sharePage } from '../../server/node/share/sharePage.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_TIMEOUT = 300_000;

/** HTML: "There must not be more than one meta element … for description per document" (and for application-name). */
class OneMetaPerName extends Rule {
  override documentation() {
    return {
      description: 'A document has at most one <meta name="description"> and one <meta name="application-name">.',
      url: 'https://html.spec.whatwg.org/multipage/semantics.html#standard-metadata-names',
    };
  }
  override setup() {
    this.on('dom:ready', ({ document }) => {
      for (const name of ['description', 'application-name']) {
        const metas = document
          .querySelectorAll('meta[name]')
          .filter((meta) => meta.getAttributeValue('name')?.toLowerCase() === name);
        for (const extra of metas.slice(1))
          this.report(extra, `more than one <meta name="${name}"> in the document`, extra.location);
      }
    });
  }
}

/** Attributes the Nu checker found that HTML does not define there: react-aria's on a textarea, Element Timing's. */
const NOT_HTML: Record<string, readonly string[]> = { textarea: ['type'], '*': ['elementtiming'] };

class NoAttributesOutsideHtml extends Rule {
  override documentation() {
    return { description: `Attributes HTML does not define on the element: ${JSON.stringify(NOT_HTML)}.` };
  }
  override setup() {
    this.on('dom:ready', ({ document }) => {
      for (const element of document.querySelectorAll('*'))
        for (const name of [...(NOT_HTML[element.tagName] ?? []), ...NOT_HTML['*']])
          if (element.hasAttribute(name))
            this.report(element, `attribute "${name}" is not HTML on <${element.tagName}>`, element.location);
    });
  }
}

const klimahain: Plugin = {
  name: 'klimahain',
  rules: {
    'klimahain/one-meta-per-name': OneMetaPerName,
    'klimahain/no-attributes-outside-html': NoAttributesOutsideHtml,
  },
};
const CONFIG: ConfigData = {
  extends: ['html-validate:standard'],
  plugins: [klimahain],
  rules: { 'klimahain/one-meta-per-name': 'error', 'klimahain/no-attributes-outside-html': 'error' },
};
const validator = new HtmlValidate(CONFIG);
const stylish = formatterFactory('stylish');

/** Every finding in html-validate's text form ('' when valid), so a failure shows file, line, column and rule. */
async function findings(html: string, name: string): Promise<string> {
  const report = await validator.validateString(html, name);
  return report.valid ? '' : stylish(report.results);
}

/** `npm run build`'s second half (relay-compiler already ran in `npm test`), into `outDir`. */
function viteBuild(outDir: string): Promise<void> {
  // Without vitest's NODE_ENV=test and VITEST*, so the build is the production one `npm run build` makes.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${code}):\n${output}`)),
    );
  });
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

describe('the prerendered pages of a build', () => {
  let outDir = '';
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'klimahain-html-'));
    await viteBuild(outDir);
  }, BUILD_TIMEOUT);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('are valid HTML, each with one description', async () => {
    const files = await htmlFiles(join(outDir, 'prerendered'));
    expect(files.length).toBeGreaterThanOrEqual(19);
    const found = await Promise.all(
      files.map(async (file) => findings(await readFile(file, 'utf8'), relative(outDir, file))),
    );
    expect(found.join('')).toBe('');
  });

  it('and so is index.html, which every other address is served', async () => {
    expect(await findings(await readFile(join(outDir, 'index.html'), 'utf8'), 'index.html')).toBe('');
  });
});

describe('the HTML the server writes', () => {
  const customMessage = createCustomMessageHandler('https://www.klimahain.example');
  const event = (triggerSource: string): CustomMessageEvent => ({
    triggerSource,
    userName: 'sub',
    request: { codeParameter: '{####}', userAttributes: { email: 'lena@example.org', given_name: 'Lena <3' } },
    response: {},
  });

  it.each([
    'CustomMessage_SignUp',
    'CustomMessage_ResendCode',
    'CustomMessage_ForgotPassword',
    'CustomMessage_UpdateUserAttribute',
    'CustomMessage_VerifyUserAttribute',
  ])('the Cognito mail %s is valid HTML (a body fragment, as Cognito sends it)', async (source) => {
    const { response } = await customMessage(event(source));
    expect(response.emailMessage).toContain('<a href=');
    expect(await findings(response.emailMessage!, `${source}.html`)).toBe('');
  });

  it('the share page of a calculator result is valid HTML', async () => {
    expect(await findings(sharePage(SAMPLE_SHARED_RESULT, 'https://www.klimahain.example'), 'share.html')).toBe('');
  });

  it('a second description and attributes outside HTML are found (the added rules themselves)', async () => {
    const page = sharePage(SAMPLE_SHARED_RESULT, 'https://www.klimahain.example');
    const twice = page.replace('<title>', '<meta name="description" content="noch eine" />\n<title>');
    expect(await findings(twice, 'twice.html')).toMatch(/more than one <meta name="description">/);
    const foreign = page.replace(
      '</main>',
      '<textarea type="text" aria-label="x"></textarea><img src="/a.png" alt="" elementtiming="a"></main>',
    );
    expect(await findings(foreign, 'foreign.html')).toMatch(
      /"type" is not HTML on <textarea>[\s\S]*"elementtiming" is not HTML on <img>/,
    );
  });
});
