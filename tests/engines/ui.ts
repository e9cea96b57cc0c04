import type { EnginePage } from './driver';
import { INSTALL, MISSING, toWire, type Probe, type Query } from './inPage';

/** After a navigation the page's code and query load first: on a busy two-core machine that can take a while. */
const TIMEOUT = 30_000;
/** How often a wait asks the page again: a wait is for a state, never for a time. */
const POLL_MS = 150;

export const role = (name: string, accessibleName?: string | RegExp, extra: Partial<Query> = {}): Query => ({
  role: name,
  name: accessibleName,
  ...extra,
});
export const text = (value: string | RegExp): Query => ({ text: value });
export const label = (value: string | RegExp): Query => ({ label: value });
export const within = (outer: Query, inner: Query): Query => ({ ...inner, within: outer });

export function describe(query: Query): string {
  const own = query.role
    ? `${query.role} ${query.name === undefined ? '' : JSON.stringify(String(query.name))}`.trim()
    : query.label !== undefined
      ? `field labelled ${JSON.stringify(String(query.label))}`
      : `text ${JSON.stringify(String(query.text))}`;
  return query.within ? `${own} in ${describe(query.within)}` : own;
}

/** Thrown when the app shows its error screen: what the journey waited for will not come. */
export class AppCrash extends Error {}

/**
 * What a journey does and checks, the way a person would: find by role, name, label or text; act with the driver's
 * native click and typing; wait for an element or a state. Every wait also looks for the app's error screen and
 * fails at once with its message when it is there.
 */
export class Ui {
  constructor(
    readonly page: EnginePage,
    readonly origin: string,
  ) {}

  /** Page code with the helpers; installs them first in a document that has none. */
  private async call<T>(body: string, args: unknown[] = []): Promise<T> {
    const guarded = `if (!window.__engines) return ${JSON.stringify(MISSING)};\n${body}`;
    let result = await this.page.run<T | typeof MISSING>(guarded, args);
    if (result === MISSING) {
      await this.page.run(INSTALL);
      result = await this.page.run<T>(guarded, args);
    }
    return result as T;
  }

  /** Asks `check` until it answers something truthy; a navigation in between only means: ask again. */
  async until<T>(what: string, check: () => Promise<T | false | null | undefined>, timeout = TIMEOUT): Promise<T> {
    const deadline = Date.now() + timeout;
    let lastError: unknown = null;
    for (;;) {
      try {
        const crash = await this.call<string | null>('return window.__engines.crash();');
        if (crash !== null)
          throw new AppCrash(`the page shows „Etwas ist schief gelaufen“ (${crash}) — waiting for ${what}`);
        const answer = await check();
        if (answer) return answer;
        lastError = null;
      } catch (error) {
        if (error instanceof AppCrash) throw error;
        lastError = error;
      }
      if (Date.now() > deadline) {
        const why = lastError ? ` (last error: ${String(lastError).split('\n')[0]})` : '';
        throw new Error(`timed out after ${timeout / 1000} s waiting for ${what}${why}`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  probe(query: Query): Promise<Probe> {
    return this.call<Probe>('return window.__engines.probe(arguments[0]);', [toWire(query)]);
  }

  /** Waits until the query's element is visible and `ok` holds for it; returns what the page said. */
  expect(query: Query, what: string, ok: (probe: Probe) => boolean = () => true, timeout = TIMEOUT) {
    return this.until(
      `${describe(query)} ${what}`,
      async () => {
        const probe = await this.probe(query);
        return probe.visible && ok(probe) && probe;
      },
      timeout,
    );
  }

  see(query: Query, timeout = TIMEOUT) {
    return this.expect(query, 'to be visible', () => true, timeout);
  }

  async gone(query: Query) {
    await this.until(`${describe(query)} to be hidden`, async () => !(await this.probe(query)).visible);
  }

  async click(query: Query) {
    await this.see(query);
    // Into the middle of the view first, as a person scrolls: the drivers' own scrolling may leave it at an edge,
    // under the calculator's sticky „Bisher“ bar (WebKit then refuses the click as intercepted).
    await this.call(
      'const el = window.__engines.pick(arguments[0]); if (el) el.scrollIntoView({ block: "center", behavior: "instant" }); return 0;',
      [toWire(query)],
    );
    await this.page.click(await this.element(query));
  }

  async fill(query: Query, value: string) {
    await this.see(query);
    await this.page.type(await this.element(query), value);
    await this.expect(query, `to have the value ${JSON.stringify(value)}`, (p) => p.value === value);
  }

  press(key: 'Enter' | 'Escape' | 'Tab') {
    return this.page.press(key);
  }

  private async element(query: Query) {
    const element = await this.until(`${describe(query)} to be there`, async () => {
      await this.call('return 0;');
      return this.page.element('return window.__engines.pick(arguments[0]);', [toWire(query)]);
    });
    return element;
  }

  /** Loads a path of the app and waits until the app has taken the page over, like tests/e2e/appReady.ts. */
  async goto(path: string) {
    await this.page.goto(new URL(path, this.origin).href);
    await this.appReady();
  }

  async reload() {
    await this.goto(await this.page.url());
  }

  async appReady() {
    await this.until('the app to be ready (<html data-app="ready">)', () =>
      this.page.run<boolean>(
        'return !document.getElementById("root") || document.documentElement.dataset.app === "ready";',
      ),
    );
    // Donor pages wait for the reader's first sign before their forms are hydrated (src/ssr/deferredHydration.ts).
    if (await this.page.run<boolean>('return document.documentElement.dataset.parts === "waiting";')) {
      await this.page.nudgePointer();
      await this.until('the page to be hydrated (no <html data-parts="waiting">)', () =>
        this.page.run<boolean>('return document.documentElement.dataset.parts !== "waiting";'),
      );
    }
  }

  async path(expected: string | RegExp) {
    await this.until(`the address to be ${String(expected)}`, async () => {
      const url = new URL(await this.page.url());
      const path = url.pathname + url.search;
      return typeof expected === 'string' ? path === expected : expected.test(path);
    });
  }

  /** Runs `work` inside an iframe (a CSS selector), then returns to the top document. */
  async inFrame(selector: string, work: () => Promise<void>) {
    await this.until(`the iframe ${selector}`, () =>
      this.page.run<boolean>('return Boolean(document.querySelector(arguments[0]));', [selector]),
    );
    await this.page.frame(selector);
    try {
      await work();
    } finally {
      await this.page.frame(null);
    }
  }

  /** Page code of a journey's own (a function body reading `arguments`). */
  run<T>(body: string, args: unknown[] = []) {
    return this.page.run<T>(body, args);
  }
}
