import type { AnalyticsConfig } from './analyticsConfig';
import { createConsentFocus, type ConsentFocus } from './consentFocus';
import type * as Loaded from './consentLibrary';

/** Spec §9: how long anything waits for the consent manager to start; after that it counts as unavailable. */
export const CONSENT_INIT_TIMEOUT_MS = 5000;

export type ConsentState = 'idle' | 'loading' | 'ready' | 'unavailable';

/** The parts of the lazily loaded chunk the manager uses (a fake in unit tests). */
export interface ConsentChunk {
  library: Pick<typeof Loaded.library, 'run' | 'hide' | 'showPreferences' | 'acceptedCategory'>;
  consentConfig: typeof Loaded.consentConfig;
  placeMatomoScript: (config: AnalyticsConfig) => void;
  startMatomo: (config: AnalyticsConfig) => void;
  trackPageView: (win?: Window, referrer?: string) => void;
}

export interface ConsentManagerOptions {
  load: () => Promise<ConsentChunk>;
  /** The tracker, or null: never in development, dev:mock, Storybook or tests (readAnalyticsConfig). */
  analytics: AnalyticsConfig | null;
  timeoutMs?: number;
  /** Crawlers get no banner (it would be indexed as the page's content). */
  isCrawler?: () => boolean;
  /** What keeps the keyboard focus in place around the banner; made on first use (it needs the document). */
  focus?: () => ConsentFocus;
}

export interface ConsentManager {
  /** Loads and runs the library once; resolves to false when it could not start within the time-out. */
  start(options: { showBanner: boolean }): Promise<boolean>;
  /** Opens the settings dialog (the footer's „Cookie-Einstellungen“); false when the manager is unavailable. */
  openSettings(): Promise<boolean>;
  /** Hides the banner (on the Impressum and the Datenschutzerklärung). */
  hideBanner(): void;
  /** From the first page on: notes where the visitor's focus is, so the banner can leave it there (consentFocus.ts). */
  watchFocus(): () => void;
  /** Counts a page of the single-page app — only after consent to statistics and with a tracker configured. */
  pageView(referrer?: string): void;
  getState(): ConsentState;
  subscribe(listener: () => void): () => void;
}

const CRAWLER = /bot|crawl|spider|slurp|teoma/i;

export function createConsentManager({
  load,
  analytics,
  timeoutMs = CONSENT_INIT_TIMEOUT_MS,
  isCrawler = () => CRAWLER.test(navigator.userAgent),
  focus: makeFocus = () => createConsentFocus(),
}: ConsentManagerOptions): ConsentManager {
  let focusKeeper: ConsentFocus | null = null;
  const focus = () => (focusKeeper ??= makeFocus());
  let state: ConsentState = 'idle';
  let booting: Promise<ConsentChunk> | null = null;
  let chunk: ConsentChunk | null = null;
  let trackerStarted = false;
  let counting = false;
  const listeners = new Set<() => void>();

  function setState(next: ConsentState) {
    if (state === next) return;
    state = next;
    for (const listener of listeners) listener();
  }

  // Runs for a stored choice at start-up and whenever the visitor decides; the tracker starts only on a yes.
  function decide() {
    counting = analytics !== null && Boolean(chunk?.library.acceptedCategory('analytics'));
    if (counting && analytics && chunk && !trackerStarted) {
      trackerStarted = true;
      chunk.startMatomo(analytics);
    }
  }

  function boot(showBanner: boolean): Promise<ConsentChunk> {
    booting ??= load().then(async (loaded) => {
      chunk = loaded;
      if (analytics) loaded.placeMatomoScript(analytics);
      await loaded.library.run(
        loaded.consentConfig({
          showBanner,
          analyticsConfigured: analytics !== null,
          onDecision: decide,
          onModalShow: (name) => focus().shown(name),
          onModalHide: (name) => focus().hidden(name),
        }),
      );
      // Also when it arrives after the time-out: the banner still appears, late rather than never.
      setState('ready');
      return loaded;
    });
    booting.catch(() => {
      booting = null;
    });
    return booting;
  }

  async function start({ showBanner }: { showBanner: boolean }): Promise<boolean> {
    if (isCrawler()) return false;
    if (state !== 'ready') setState('loading');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs);
    });
    const started = await Promise.race([boot(showBanner).catch(() => null), timedOut]);
    clearTimeout(timer);
    if (started) return true;
    console.warn(
      `[Einwilligung] Der Consent-Manager ist nicht innerhalb von ${timeoutMs} ms gestartet; optionale Dienste bleiben aus.`,
    );
    if (state !== 'ready') setState('unavailable');
    return false;
  }

  return {
    start,
    async openSettings() {
      if (!(await start({ showBanner: false })) || !chunk) return false;
      chunk.library.showPreferences();
      return true;
    },
    hideBanner() {
      chunk?.library.hide();
    },
    watchFocus: () => focus().watch(),
    pageView(referrer) {
      if (counting && chunk) chunk.trackPageView(window, referrer);
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
