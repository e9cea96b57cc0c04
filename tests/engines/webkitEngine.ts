import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebDriver, { type Client } from 'webdriver';
import { freePort } from '../support/freePort';
import type { ElementRef, EngineBrowser, EnginePage, Viewport } from './driver';

// The W3C command is switchToFrame; WebdriverIO's notice points at its own BiDi-based API, which WebKit lacks here.
process.env.DISABLE_WEBDRIVERIO_DEPRECATION_WARNINGS = '1';

/** Debian's webkit2gtk-driver starts this MiniBrowser (libwebkit2gtk-4.1-0); WEBKIT_MINIBROWSER overrides it. */
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_WEBDRIVER ?? '/usr/bin/WebKitWebDriver';
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS = { Enter: '\uE007', Escape: '\uE00C', Tab: '\uE004' };

/**
 * WebKitGTK's MiniBrowser has no headless mode: it runs on an Xvfb display of its own (-displayfd lets Xvfb pick a
 * free number). WebKit takes navigator.language from the C library's locale, and Debian has only C.UTF-8 generated:
 * a de_DE.UTF-8 is compiled once into a temp folder (localedef, no root) and passed with LOCPATH, so the figures read
 * „17,0 t“ as in a German Safari.
 */
export async function launchWebKit(): Promise<EngineBrowser> {
  const children: ChildProcess[] = [];
  const stop = () => children.reverse().forEach((child) => child.pid && child.kill('SIGTERM'));
  try {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    children.push(xvfb);
    const display = await new Promise<string>((resolve, reject) => {
      xvfb.stdio[3]!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    });
    const port = await freePort();
    const log = openSync(join('test-results', 'engines', 'webkit-driver.log'), 'a');
    const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`, '--replace-on-new-session'], {
      stdio: ['ignore', log, log],
      env: { ...process.env, DISPLAY: display, TZ: 'Europe/Berlin', LOCPATH: germanLocale(), LC_ALL: 'de_DE.UTF-8' },
    });
    children.push(driver);
    await untilListening(port);
    return {
      name: 'webkit',
      newPage: (viewport) => WebKitPage.open(port, viewport),
      close: async () => stop(),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

function germanLocale(): string {
  const dir = join(tmpdir(), 'klimahain-engines-locale');
  if (!existsSync(join(dir, 'de_DE.UTF-8', 'LC_CTYPE'))) {
    mkdirSync(dir, { recursive: true });
    execFileSync('localedef', ['-i', 'de_DE', '-f', 'UTF-8', join(dir, 'de_DE.UTF-8')], { stdio: 'ignore' });
  }
  return dir;
}

async function untilListening(port: number) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const up = await fetch(`http://127.0.0.1:${port}/status`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not listen on ${port}`);
}

/**
 * Classic WebDriver has no console events: page code installs a hook (console.error, error, unhandledrejection) in
 * each document it meets, and every later call collects what it caught. Errors before the first call after a load are
 * not seen; a crash the app shows („Etwas ist schief gelaufen“) is caught by ui.ts from the page itself.
 */
const HOOK = `if (!window.__engineErrors) {
  const seen = (window.__engineErrors = []);
  const text = (v) => (v instanceof Error ? v.name + ': ' + v.message : String(v));
  const original = console.error.bind(console);
  console.error = (...args) => { seen.push('console.error: ' + args.map(text).join(' ')); original(...args); };
  addEventListener('error', (e) => seen.push('page error: ' + text(e.error ?? e.message)));
  addEventListener('unhandledrejection', (e) => seen.push('page error: ' + text(e.reason)));
}`;

class WebKitPage implements EnginePage {
  private readonly seen: string[] = [];

  private constructor(private readonly client: Client) {}

  /** One MiniBrowser per page: a new automation session starts with an empty, ephemeral store. */
  static async open(port: number, viewport: Viewport): Promise<WebKitPage> {
    const start = () =>
      WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        connectionRetryCount: 0,
        connectionRetryTimeout: 60_000,
        capabilities: {
          // WebKitWebDriver answers „Failed to match capabilities“ to the webSocketUrl WebdriverIO asks for by default.
          'wdio:enforceWebDriverClassic': true,
          // Full screen hides MiniBrowser's toolbar, which keeps a window at least 447 px wide; then the window is
          // the viewport and can be sized to 390.
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
        } as WebdriverIO.Capabilities,
      });
    // About one MiniBrowser start in a hundred never answers: a second try (the driver replaces the stuck session).
    const client = await start().catch((error: unknown) => {
      console.log(`  (a WebKit session did not start: ${String(error).split('\n')[0]}; once more)`);
      return start();
    });
    const page = new WebKitPage(client);
    await client.setWindowRect(0, 0, viewport.width, viewport.height);
    const width = await page.run<number>('return window.innerWidth');
    if (width !== viewport.width) throw new Error(`viewport is ${width} px wide, not ${viewport.width}`);
    return page;
  }

  /** WebDriver sets cookies only for the document it is on: a plain file of the origin, before any app page. */
  async addCookie(origin: string, cookie: { name: string; value: string }) {
    await this.client.navigateTo(`${origin}/robots.txt`);
    await this.client.addCookie({ ...cookie, path: '/', sameSite: 'Lax' });
  }

  async goto(url: string) {
    await this.client.switchToFrame(null);
    await this.client.navigateTo(url);
  }

  async url() {
    return this.client.getUrl();
  }

  async run<T>(body: string, args: unknown[] = []) {
    const script = `${HOOK}\nconst found = window.__engineErrors.splice(0);\nreturn [found, (function () {\n${body}\n}).apply(null, arguments)];`;
    const [found, result] = (await this.client.executeScript(script, args as object[])) as [string[], T];
    this.seen.push(...found);
    return result;
  }

  async element(body: string, args: unknown[] = []) {
    const result = await this.run<Record<string, string> | null>(body, args);
    return result && ELEMENT_KEY in result ? result[ELEMENT_KEY] : null;
  }

  async click(element: ElementRef) {
    await this.client.elementClick(element as string);
  }

  async type(element: ElementRef, text: string) {
    // Focused and selected first: WebDriver's send keys then types over the selection instead of appending.
    await this.client.executeScript('arguments[0].focus(); if (arguments[0].select) arguments[0].select();', [
      { [ELEMENT_KEY]: element },
    ]);
    await this.client.elementSendKeys(element as string, text);
  }

  async press(key: 'Enter' | 'Escape' | 'Tab') {
    const value = KEYS[key];
    await this.client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ],
      },
    ]);
    await this.client.releaseActions();
  }

  async nudgePointer() {
    const moves = [2, 4].map((x) => ({ type: 'pointerMove', duration: 0, origin: 'viewport', x, y: x }));
    await this.client.performActions([{ type: 'pointer', id: 'mouse', actions: moves }]);
    await this.client.releaseActions();
  }

  async frame(selector: string | null) {
    await this.client.switchToFrame(null);
    if (selector === null) return;
    const element = await this.client.findElement('css selector', selector);
    await this.client.switchToFrame(element);
  }

  async screenshot(path: string) {
    writeFileSync(path, Buffer.from(await this.client.takeScreenshot(), 'base64'));
  }

  async errors() {
    return [...this.seen];
  }

  async close() {
    await this.client.deleteSession();
  }
}
