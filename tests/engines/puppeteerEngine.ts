import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import { chromiumLaunchOptions } from '../chromium';
import type { ElementRef, EngineBrowser, EnginePage, Viewport } from './driver';

/** The browsers' clock and zone: the pages show dates for Germany (as playwright.config.ts's timezoneId). */
const ENV = { ...process.env, TZ: 'Europe/Berlin' };

/** Debian's Chromium over CDP, with the e2e suite's flags (German, no calls to Google's hosts). */
export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: chromiumLaunchOptions.executablePath,
    args: chromiumLaunchOptions.args,
    headless: true,
    env: ENV,
    defaultViewport: null,
  });
  return wrap('chromium', browser);
}

/**
 * Debian's Firefox ESR over WebDriver BiDi, which Firefox speaks itself: puppeteer-core starts it with its remote
 * agent and a fresh profile, no geckodriver in between.
 */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    env: ENV,
    defaultViewport: null,
    extraPrefsFirefox: { 'intl.accept_languages': 'de-DE,de', 'intl.locale.requested': 'de-DE' },
  });
  return wrap('firefox', browser);
}

function wrap(name: 'chromium' | 'firefox', browser: Browser): EngineBrowser {
  return {
    name,
    async newPage(viewport) {
      // A browser context of its own: no cookie or storage of an earlier journey.
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await setViewport(page, viewport);
      return new PuppeteerPage(page, async () => context.close());
    },
    close: () => browser.close(),
  };
}

/**
 * Puppeteer 24 sends emulation.setScreenOrientationOverride beside every viewport, which Firefox ESR 140 does not know
 * (puppeteer supports the newest Firefox only). The viewport command sent with it still applies, a moment later: that
 * one error is let through, and the page is asked until it has the size.
 */
async function setViewport(page: Page, viewport: Viewport) {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!String(error).includes('setScreenOrientationOverride')) throw error;
  }
  const deadline = Date.now() + 10_000;
  for (;;) {
    const width = await page.evaluate('window.innerWidth');
    if (width === viewport.width) return;
    if (Date.now() > deadline) throw new Error(`viewport is ${String(width)} px wide, not ${viewport.width}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

class PuppeteerPage implements EnginePage {
  private current: Page | Frame;
  private frameSelector: string | null = null;
  private readonly seen: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {
    this.current = page;
    page.on('console', (message) => {
      // Firefox shows an Error argument as "JSHandle@error" (BiDi's log event carries no handle to ask it for more).
      if (message.type() === 'error')
        this.seen.push(`console.error: ${message.text()} ${message.location()?.url ?? ''}`);
    });
    page.on('pageerror', (error) => this.seen.push(`page error: ${String((error as Error).message ?? error)}`));
  }

  async addCookie(origin: string, cookie: { name: string; value: string }) {
    const { hostname } = new URL(origin);
    await this.page.browserContext().setCookie({
      ...cookie,
      domain: hostname,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 3600,
      sameSite: 'Lax',
    });
  }

  async goto(url: string) {
    this.current = this.page;
    this.frameSelector = null;
    await this.page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  }

  /** From the page: puppeteer's own address misses history.pushState in Firefox ESR 140 (no historyUpdated event). */
  async url() {
    return (await this.page.evaluate('location.href')) as string;
  }

  async run<T>(body: string, args: unknown[] = []) {
    return (await this.current.evaluate(pageFunction(body), ...args)) as T;
  }

  async element(body: string, args: unknown[] = []) {
    const handle = await this.current.evaluateHandle(pageFunction(body), ...args);
    const element = handle.asElement();
    if (!element) await handle.dispose();
    return element;
  }

  async click(element: ElementRef) {
    const handle = element as ElementHandle;
    if (!this.frameSelector) return handle.click();
    // In an iframe, ElementHandle.click() finds the frame's element with browsingContext.locateNodes "context", which
    // Firefox ESR 140 lacks: the point is computed here (frame offset + element centre) and clicked with the mouse.
    const point = (await handle.evaluate(
      pageFunction(`arguments[0].scrollIntoView({ block: 'center' });
        const box = arguments[0].getBoundingClientRect();
        return { x: box.left + box.width / 2, y: box.top + box.height / 2 };`),
    )) as { x: number; y: number };
    const offset = (await this.page.evaluate(
      pageFunction(`const frame = document.querySelector(arguments[0]);
        const box = frame.getBoundingClientRect();
        return { x: box.left + frame.clientLeft, y: box.top + frame.clientTop };`),
      this.frameSelector,
    )) as { x: number; y: number };
    await this.page.mouse.click(offset.x + point.x, offset.y + point.y);
  }

  async type(element: ElementRef, text: string) {
    const field = element as ElementHandle;
    await field.focus();
    await field.evaluate(pageFunction('if (arguments[0].select) arguments[0].select();'));
    await this.page.keyboard.type(text);
  }

  async press(key: 'Enter' | 'Escape' | 'Tab') {
    await this.page.keyboard.press(key);
  }

  async nudgePointer() {
    await this.page.mouse.move(2, 2);
    await this.page.mouse.move(4, 4);
  }

  async frame(selector: string | null) {
    this.frameSelector = selector;
    if (selector === null) {
      this.current = this.page;
      return;
    }
    // By its address, not ElementHandle.contentFrame(): that asks browsingContext.locateNodes for a locator type
    // ("context") Firefox ESR 140 does not have.
    // The frame shows up with its address once its document is loading: asked until then.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const src = (await this.page.evaluate(
        pageFunction('return document.querySelector(arguments[0])?.src;'),
        selector,
      )) as string | undefined;
      const frame = this.page.frames().find((f) => f !== this.page.mainFrame() && f.url() === src);
      if (frame) {
        this.current = frame;
        return;
      }
      if (Date.now() > deadline) throw new Error(`no frame for ${selector} (${String(src)})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async screenshot(path: string) {
    await this.page.screenshot({ path: path as `${string}.png`, fullPage: true });
  }

  async errors() {
    return [...this.seen];
  }

  async close() {
    await this.closeContext();
  }
}

/** A function from a body string: serialised as it is, without tsx's helpers. */
const pageFunction = (body: string) => new Function(body) as (...args: unknown[]) => unknown;
