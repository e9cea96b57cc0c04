import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentConfig } from './consentConfig';
import { CONSENT_INIT_TIMEOUT_MS, createConsentManager, type ConsentChunk } from './createConsentManager';

const TRACKER = { url: 'http://127.0.0.1:9410/matomo/', siteId: '7' };

/** A stand-in for the lazily loaded chunk that behaves like the library: run() reports a stored choice. */
function fakeChunk(storedChoice: string[] | null = null) {
  let accepted: string[] = storedChoice ?? [];
  let config: ReturnType<typeof consentConfig> | undefined;
  const chunk = {
    library: {
      run: vi.fn(async (c: ReturnType<typeof consentConfig>) => {
        config = c;
        if (storedChoice) c.onConsent?.({ cookie: {} as never });
      }),
      hide: vi.fn(),
      showPreferences: vi.fn(),
      acceptedCategory: (name: string) => accepted.includes(name),
    },
    consentConfig: vi.fn(consentConfig),
    placeMatomoScript: vi.fn(),
    startMatomo: vi.fn(),
    trackPageView: vi.fn(),
  } satisfies ConsentChunk;
  /** The visitor decides in the banner. */
  const choose = (categories: string[]) => {
    accepted = categories;
    config!.onConsent?.({ cookie: {} as never });
  };
  return { chunk, choose, config: () => config! };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('start', () => {
  it('runs the library once, with the banner where asked, and is ready', async () => {
    const { chunk, config } = fakeChunk();
    const manager = createConsentManager({ load: async () => chunk, analytics: null, isCrawler: () => false });
    expect(manager.getState()).toBe('idle');
    await expect(manager.start({ showBanner: true })).resolves.toBe(true);
    await manager.start({ showBanner: true });
    expect(chunk.library.run).toHaveBeenCalledTimes(1);
    expect(config().autoShow).toBe(true);
    expect(manager.getState()).toBe('ready');
  });

  it('gives up after 5000 ms when the library does not arrive: unavailable, nothing optional runs', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manager = createConsentManager({
      load: () => new Promise<ConsentChunk>(() => {}),
      analytics: TRACKER,
      isCrawler: () => false,
    });
    const started = manager.start({ showBanner: true });
    expect(manager.getState()).toBe('loading');
    await vi.advanceTimersByTimeAsync(CONSENT_INIT_TIMEOUT_MS - 1);
    expect(manager.getState()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await expect(started).resolves.toBe(false);
    expect(manager.getState()).toBe('unavailable');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('5000 ms'));
    expect(CONSENT_INIT_TIMEOUT_MS).toBe(5000);
  });

  it('a chunk that fails to load is tried again on the next start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { chunk } = fakeChunk();
    const load = vi
      .fn<() => Promise<ConsentChunk>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(chunk);
    const manager = createConsentManager({ load, analytics: null, isCrawler: () => false });
    await expect(manager.start({ showBanner: true })).resolves.toBe(false);
    await expect(manager.openSettings()).resolves.toBe(true);
    expect(chunk.library.showPreferences).toHaveBeenCalled();
  });

  it('shows crawlers no banner', async () => {
    const load = vi.fn();
    const manager = createConsentManager({ load, analytics: null, isCrawler: () => true });
    await expect(manager.start({ showBanner: true })).resolves.toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('analytics', () => {
  it('places the tracker inert and starts it only after the visitor allows statistics', async () => {
    const { chunk, choose } = fakeChunk();
    const manager = createConsentManager({ load: async () => chunk, analytics: TRACKER, isCrawler: () => false });
    await manager.start({ showBanner: true });
    expect(chunk.placeMatomoScript).toHaveBeenCalledWith(TRACKER);
    manager.pageView('http://127.0.0.1/');
    expect(chunk.startMatomo).not.toHaveBeenCalled();
    expect(chunk.trackPageView).not.toHaveBeenCalled();

    choose(['necessary', 'analytics']);
    expect(chunk.startMatomo).toHaveBeenCalledWith(TRACKER);
    manager.pageView('http://127.0.0.1/');
    expect(chunk.trackPageView).toHaveBeenCalledTimes(1);
  });

  it('declining starts nothing and counts nothing', async () => {
    const { chunk, choose } = fakeChunk();
    const manager = createConsentManager({ load: async () => chunk, analytics: TRACKER, isCrawler: () => false });
    await manager.start({ showBanner: true });
    choose(['necessary']);
    manager.pageView('http://127.0.0.1/');
    expect(chunk.startMatomo).not.toHaveBeenCalled();
    expect(chunk.trackPageView).not.toHaveBeenCalled();
  });

  it('a stored yes starts the tracker at once; withdrawing it stops the counting', async () => {
    const { chunk, choose } = fakeChunk(['necessary', 'analytics']);
    const manager = createConsentManager({ load: async () => chunk, analytics: TRACKER, isCrawler: () => false });
    await manager.start({ showBanner: true });
    expect(chunk.startMatomo).toHaveBeenCalledTimes(1);
    choose(['necessary']);
    manager.pageView('http://127.0.0.1/');
    expect(chunk.trackPageView).not.toHaveBeenCalled();
  });

  it('without a tracker (development, tests) a yes loads nothing', async () => {
    const { chunk, choose, config } = fakeChunk();
    const manager = createConsentManager({ load: async () => chunk, analytics: null, isCrawler: () => false });
    await manager.start({ showBanner: true });
    choose(['necessary', 'analytics']);
    expect(chunk.placeMatomoScript).not.toHaveBeenCalled();
    expect(chunk.startMatomo).not.toHaveBeenCalled();
    expect(JSON.stringify(config().language.translations.de)).toContain('keine Statistik eingerichtet');
  });
});

it('settings open the preferences dialog; hideBanner hides the banner', async () => {
  const { chunk, config } = fakeChunk();
  const manager = createConsentManager({ load: async () => chunk, analytics: null, isCrawler: () => false });
  await expect(manager.openSettings()).resolves.toBe(true);
  expect(config().autoShow).toBe(false);
  expect(chunk.library.showPreferences).toHaveBeenCalledTimes(1);
  manager.hideBanner();
  expect(chunk.library.hide).toHaveBeenCalledTimes(1);
});
