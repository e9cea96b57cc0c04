import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The programs the tests need from the operating system, not from npm: Chromium (story tests, e2e, benches —
 * Playwright's own browser download is refused on this network), a PostgreSQL server (the store suites run on
 * a throwaway cluster), and Firefox ESR, WebKitGTK's driver, Xvfb and the locale data for the engine journeys
 * (tests/engines). All come from Debian's packages; `ensureSystemTools.ts` installs what is missing.
 */
export interface SystemTool {
  /** Debian's package. */
  package: string;
  /** What it is for, in the line printed when it is missing. */
  purpose: string;
  /** Where it is, or null when it is not installed. */
  locate(): string | null;
}

const runs = (file: string, args: string[]) => {
  try {
    execFileSync(file, args, { stdio: 'ignore', timeout: 60_000 });
    return true;
  } catch {
    return false;
  }
};

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium, when it starts. */
export function chromiumPath(): string | null {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return existsSync(path) && runs(path, ['--version']) ? path : null;
}

/**
 * Where Debian's postgresql package keeps initdb and pg_ctl (not on PATH), or PATH; null when no server is
 * installed. Newest version first.
 */
export function postgresBinDir(): string | null {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'pg_ctl')) && existsSync(join(dir, 'initdb'))) return dir;
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], 'bin') : null;
}

/** FIREFOX_PATH, else Debian's Firefox ESR, when it starts (tests/engines drives it over WebDriver BiDi). */
export function firefoxPath(): string | null {
  const path = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
  return existsSync(path) && runs(path, ['--version']) ? path : null;
}

/** The file when it is there (WebKitWebDriver with its MiniBrowser, Xvfb, the German locale's definition). */
const present = (path: string) => () => (existsSync(path) ? path : null);

export const SYSTEM_TOOLS: SystemTool[] = [
  { package: 'chromium', purpose: 'story tests and e2e run in Chromium', locate: chromiumPath },
  { package: 'postgresql', purpose: 'the store tests start a throwaway PostgreSQL server', locate: postgresBinDir },
  { package: 'firefox-esr', purpose: 'the engine journeys run in Firefox ESR', locate: firefoxPath },
  {
    package: 'webkit2gtk-driver',
    purpose: 'the engine journeys run in WebKit (WebKitWebDriver and its MiniBrowser)',
    locate: present('/usr/bin/WebKitWebDriver'),
  },
  { package: 'xvfb', purpose: "WebKit's MiniBrowser needs a display (Xvfb)", locate: present('/usr/bin/Xvfb') },
  {
    package: 'locales',
    purpose: 'WebKit takes its language from a de_DE.UTF-8 locale built from it',
    locate: present('/usr/share/i18n/locales/de_DE'),
  },
];

/** The one command that installs these packages on this machine (sudo unless root). */
export function installCommand(packages: string[]): string {
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packages.join(' ')}`;
}

/** Thrown by a test helper that needs a tool `npm test` would have installed (e.g. when vitest runs on its own). */
export function missingToolError(tool: SystemTool): Error {
  return new Error(`${tool.purpose}, but ${tool.package} is not installed: run \`${installCommand([tool.package])}\``);
}
