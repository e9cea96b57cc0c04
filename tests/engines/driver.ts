/**
 * The small surface every engine offers the journeys (ui.ts builds waiting and assertions on it). Two libraries sit
 * behind it, because no single one drives all three engines with what this machine has: puppeteer-core drives
 * Chromium (CDP) and Firefox ESR (WebDriver BiDi, no geckodriver — Debian has none and its npm package downloads one),
 * `webdriver` (WebdriverIO's protocol client) drives WebKit through WebKitWebDriver (classic WebDriver only: the
 * Debian build refuses `webSocketUrl`, so no BiDi there).
 *
 * Page code runs as a function body that reads `arguments` (WebDriver's executeScript convention), never as a
 * serialised TypeScript function: tsx would add helpers (`__name`) that do not exist in the page.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

/** An element found by page code, for a native click or native typing (a trusted event, as a person makes). */
export type ElementRef = unknown;

export interface EnginePage {
  /** A cookie for the origin, set before the journey's first page. */
  addCookie(origin: string, cookie: { name: string; value: string }): Promise<void>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Runs `body` (a function body using `arguments`) in the current frame and returns its JSON result. */
  run<T>(body: string, args?: unknown[]): Promise<T>;
  /** Like run, for a body that returns an element; null when it returned none. */
  element(body: string, args?: unknown[]): Promise<ElementRef | null>;
  click(element: ElementRef): Promise<void>;
  /** Replaces the field's text by typing, as a person who selects it all and types. */
  type(element: ElementRef, text: string): Promise<void>;
  press(key: 'Enter' | 'Escape' | 'Tab'): Promise<void>;
  /** Moves the pointer a little: the reader's first sign (src/ssr/readerSigns.ts). */
  nudgePointer(): Promise<void>;
  /** Page code and native input go into this iframe (a CSS selector in the top document), or back to the top (null). */
  frame(selector: string | null): Promise<void>;
  screenshot(path: string): Promise<void>;
  /**
   * Console errors and uncaught page errors seen so far. Chromium and Firefox report them from the protocol; WebKit
   * only from a hook page code installs after each load (see webkitEngine.ts), so the earliest ones there are missed.
   */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

export interface EngineBrowser {
  readonly name: EngineName;
  /** A fresh page with nothing stored (own cookies and storage), at this size. */
  newPage(viewport: Viewport): Promise<EnginePage>;
  close(): Promise<void>;
}
