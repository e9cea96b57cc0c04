/**
 * Run first by `npm test` and `npm run e2e`: finds Chromium and a PostgreSQL server, and installs Debian's packages
 * for what is missing when this process may (root, with apt-get — as `playwright install --with-deps` does).
 * Otherwise it stops with one line naming the exact command. Exit code 0 when both are there afterwards.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { installCommand, SYSTEM_TOOLS } from './systemTools.js';

const missing = SYSTEM_TOOLS.filter((tool) => tool.locate() === null);
if (missing.length === 0) process.exit(0);

if (process.env.CHROMIUM_PATH && missing.some((tool) => tool.package === 'chromium')) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not start a Chromium: point it at one, or unset it.`);
  process.exit(1);
}
const packages = missing.map((tool) => tool.package);
const why = missing.map((tool) => `${tool.package} (${tool.purpose})`).join(' and ');
const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canInstall) {
  console.error(`npm test needs ${why}: run \`${installCommand(packages)}\` and try again.`);
  process.exit(1);
}

console.log(`== Installing Debian's ${packages.join(' ')}: ${why}.`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
} catch {
  console.error(`Installing failed (see above): run \`${installCommand(packages)}\` and try again.`);
  process.exit(1);
}
const still = missing.filter((tool) => tool.locate() === null);
if (still.length > 0) {
  console.error(`${still.map((t) => t.package).join(' and ')} still not usable after apt-get install; see above.`);
  process.exit(1);
}
console.log(`== Installed ${packages.join(' ')}.`);
