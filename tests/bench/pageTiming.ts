/**
 * Lighthouse-style page figures of the production build in Debian's Chromium, throttled like Lighthouse's mobile
 * run (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower): FCP, LCP, total blocking time and bytes.
 * Usage: npm run build && node --import tsx tests/bench/pageTiming.ts [/ /co2-rechner …]
 * Starts the Node server on a free loopback port and stops it (by PID) at the end. Prints the median of 3 runs.
 */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../chromium';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const RUNS = 3;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/co2-rechner'];

async function waitForServer(url: string) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not start`);
}

interface Figures {
  fcp: number;
  lcp: number;
  tbt: number;
  kb: number;
}

async function measure(url: string): Promise<Figures> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'de-DE' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number; __tbt: number };
      w.__lcp = 0;
      w.__tbt = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __tbt: number };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const bytes = resources.reduce((sum, r) => sum + r.transferSize, nav.transferSize);
      return { fcp, lcp: w.__lcp, tbt: w.__tbt, kb: bytes / 1024 };
    });
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const server = spawn(process.execPath, ['--import', 'tsx', 'server/node/main.ts'], {
  env: { ...process.env, STATIC_DIR: 'dist', PORT: String(PORT), AUTH_MODE: 'mock' },
  stdio: 'ignore',
});
try {
  await waitForServer(`http://127.0.0.1:${PORT}/`);
  console.log(`Mobile, throttled (150 ms RTT, 1.6 Mbit/s, CPU 4×), median of ${RUNS} runs:`);
  for (const path of paths) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(`http://127.0.0.1:${PORT}${path}`));
    const m = (k: keyof Figures) => median(runs.map((r) => r[k]));
    console.log(
      `${path}: FCP ${(m('fcp') / 1000).toFixed(2)} s · LCP ${(m('lcp') / 1000).toFixed(2)} s · TBT ${Math.round(m('tbt'))} ms · ${Math.round(m('kb'))} kB transferred`,
    );
  }
} finally {
  if (server.pid) process.kill(server.pid);
}
