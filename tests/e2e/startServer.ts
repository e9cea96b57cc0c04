import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverCognitoEnv, viteCognitoEnv } from '../../server/node/cognito/identityEnv.js';
import { startLocalIdentity } from '../../server/node/cognito/localIdentity.js';
import { readConfig } from '../../server/node/config.js';
import { FootprintRecheckMails } from '../../server/core/domain/calculator/recheckMails.js';
import { giftDeliveryJobOf, mailQueueJobOf } from '../../server/node/createNodeServer.js';
import { OutboxMailer } from '../../server/node/mail/outboxMailer.js';
import { startApi } from '../../server/node/startApi.js';
import { E2E_CODE, E2E_STATE_DIR, e2eCognitoPort, e2eDistDir, e2ePoolFile } from './cognitoUsers.js';
import { E2E_ANALYTICS_SITE_ID, e2eAnalyticsUrl } from './consent.js';
import { e2eOutboxDir } from './outbox.js';
import { E2E_PROVIDER_TOKEN } from './provider.js';
import { startStoreProbe } from './storeProbe.js';
import { E2E_TWINGLE_KEYS } from './twingle.js';
import { createTeamTasks } from '../../server/core/domain/teamTasks/teamTasks.js';

/**
 * The e2e web server, one process for Playwright to start and stop: a fresh cognito-local (own port, empty temp data
 * dir, every code E2E_CODE), its pool written to .cognito-e2e/pool-<port>.json for the specs' helpers, the production
 * build with VITE_COGNITO_* pointing at it (in dist-e2e/<port>), and the Node server serving it with AUTH_MODE=cognito — as a visitor meets it.
 * Run from the repository root (Playwright's webServer cwd). Stops cognito-local on SIGTERM/SIGINT; if killed hard,
 * cognito-local exits on its own (exitWithParent.cjs).
 */
const port = Number(process.env.PORT ?? 4310);
const DAY_MS = 24 * 60 * 60 * 1000;
const distDir = e2eDistDir(port);
const appUrl = `http://127.0.0.1:${port}`;
const workDir = await mkdtemp(join(tmpdir(), 'klimahain-e2e-cognito-'));
const identity = await startLocalIdentity({
  port: e2eCognitoPort(port),
  workDir,
  code: E2E_CODE,
  appUrl,
  log: (line) => console.log(line),
});

async function stop(code = 0) {
  await identity.stop();
  await rm(workDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  await mkdir(E2E_STATE_DIR, { recursive: true });
  await writeFile(e2ePoolFile(port), `${JSON.stringify(identity.pool, null, 2)}\n`);
  await rm(e2eOutboxDir(port), { recursive: true, force: true });

  // Its own output folder: another `npm run build` in the same tree (a bench, a colleague) must not swap the
  // assets under a running e2e suite.
  await run('npm', ['run', 'build', '--', '--outDir', distDir, '--emptyOutDir'], {
    ...process.env,
    ...viteCognitoEnv(identity.pool),
    // A tracker like production's, on loopback (answered by page.route in consent.spec.ts, never a real host).
    VITE_MATOMO_URL: e2eAnalyticsUrl(port),
    VITE_MATOMO_SITE_ID: E2E_ANALYTICS_SITE_ID,
    // The prerendered pages' canonical and Open Graph addresses.
    APP_URL: appUrl,
  });

  const config = readConfig({
    ...process.env,
    ...serverCognitoEnv(identity.pool),
    STATIC_DIR: distDir,
    PORT: String(port),
    OUTBOX_DIR: e2eOutboxDir(port),
    // The CSP admits the analytics host the build was made with.
    VITE_MATOMO_URL: e2eAnalyticsUrl(port),
    // Every spec sends its forms from 127.0.0.1: real limits, scaled so a whole suite fits (security tests use 1).
    RATE_LIMIT_SCALE: '50',
    // A fresh PGlite per run: the e2e suite meets the real SQL store, never a developer's .data/.
    DATABASE_URL: '',
    DATA_DIR: join(workDir, 'pglite'),
    // The specs play the tree provider (POST /provider/import).
    PROVIDER_TOKEN: E2E_PROVIDER_TOKEN,
    // The specs play Twingle's donation push (tests/e2e/twingle.ts); the sandbox widget's pushes use them too.
    TWINGLE_API_KEY: E2E_TWINGLE_KEYS.apiKey,
    TWINGLE_SITE_KEY: E2E_TWINGLE_KEYS.siteKey,
  });
  // The scheduled jobs' clock, which the gift spec moves a day ahead (storeProbe.ts); real time until then.
  let jobClockOffsetMs = 0;
  const api = await startApi(config, (line) => console.log(line), {
    jobClock: () => new Date(Date.now() + jobClockOffsetMs),
  });
  // The specs check what the store holds after an account is deleted (storeProbe.ts; loopback, tests only).
  await startStoreProbe(api.store.db!, port, {
    async moveJobClock(days) {
      jobClockOffsetMs = days * DAY_MS;
      return giftDeliveryJobOf(api.server)!.runNow();
    },
    // The server's own job class on its store and outbox; only its clock is the spec's, and it sees only the spec's
    // donor (the other specs' donors, a year on, would be due too).
    async sendQueuedMails() {
      return (await mailQueueJobOf(api.server)!.runNow()).sent;
    },
    async runTeamReminders(days, email) {
      const repos = api.store.repos;
      const user = (await repos.users.list()).find((u) => u.email === email);
      const mine = new Set((await repos.donations.listByUser(user?.id ?? '')).map((d) => d.donationId));
      const teamTasks = Object.assign(Object.create(repos.teamTasks) as typeof repos.teamTasks, {
        listOpen: async () => (await repos.teamTasks.listOpen()).filter((t) => mine.has(t.donationId)),
      });
      return createTeamTasks({
        repos: { ...repos, teamTasks, atomically: (keys, work) => repos.atomically(keys, work) },
        mailer: new OutboxMailer(e2eOutboxDir(port), () => {}),
        site: { appUrl: config.appUrl, teamEmail: config.teamEmail },
        clock: () => new Date(Date.now() + days * DAY_MS),
        newId: () => crypto.randomUUID(),
      }).remindDue();
    },
    async ageManageLinks(days, email) {
      const repos = api.store.repos;
      const user = (await repos.users.list()).find((u) => u.email === email);
      const aged: string[] = [];
      for (const donation of await repos.donations.listByUser(user?.id ?? '')) {
        const link = await repos.aboManageLinks.find(donation.donationId);
        if (!link) continue;
        const back = (at: Date) => new Date(at.getTime() - days * DAY_MS);
        await repos.aboManageLinks.save({ ...link, issuedAt: back(link.issuedAt), expiresAt: back(link.expiresAt) });
        aged.push(donation.donationId);
      }
      return aged;
    },
    async runRecheckMails(days, email) {
      const repos = api.store.repos;
      const user = (await repos.users.list()).find((u) => u.email === email);
      const states = Object.assign(Object.create(repos.calculatorStates) as typeof repos.calculatorStates, {
        listRecheckDue: async (cutoff: Date) =>
          (await repos.calculatorStates.listRecheckDue(cutoff)).filter((s) => s.userId === user?.id),
      });
      return new FootprintRecheckMails(
        {
          users: repos.users,
          donations: repos.donations,
          calculatorStates: states,
          atomically: (keys, work) => repos.atomically(keys, work),
        },
        new OutboxMailer(e2eOutboxDir(port), () => {}),
        { appUrl: config.appUrl, teamEmail: config.teamEmail },
        () => new Date(Date.now() + days * DAY_MS),
      ).run();
    },
  });
  console.log(
    `e2e server on ${appUrl} (cognito-local ${identity.pool.endpoint}, pool ${identity.pool.userPoolId}, store ${api.store.description})`,
  );
} catch (error) {
  console.error(error);
  await stop(1);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}
