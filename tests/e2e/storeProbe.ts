import { createServer, type Server } from 'node:http';
import type { SqlDatabase } from '../../server/node/store/sqlRepositories.js';
import { allRows, rowsContaining, type ScannedRow } from '../support/storeScan.js';
import { E2E_PORT } from './cognitoUsers.js';

/**
 * The e2e server's store, readable by the specs: which rows still hold a string (an e-mail, a name). It runs only in
 * tests/e2e/startServer.ts, on its own loopback port beside the app — the production server has no such endpoint, and
 * the store itself (an in-process PGlite) cannot be opened by a second process while the server holds it.
 */
export const e2eProbePort = (appPort = E2E_PORT) => appPort + 4930;

/** What the probe can do to the server beside reading its store. */
export interface ServerHooks {
  /** Moves the scheduled jobs' clock `days` ahead of the real one and runs the gift delivery; the gifts it sent. */
  moveJobClock(days: number): Promise<string[]>;
  /** Runs the yearly re-check mails as they would run `days` from now (their own clock); the users it mailed. */
  runRecheckMails(days: number, email: string): Promise<string[]>;
  /** One round of the server's mail queue (issue 34 §1): every mail stored so far has been tried; the ids it sent. */
  sendQueuedMails(): Promise<string[]>;
  /** The team-task reminders as they would run `days` from now (their own clock), for this donor's tasks only. */
  runTeamReminders(days: number, email: string): Promise<string[]>;
  /** Ages this donor's links „Abo verwalten“ by `days`, as if their mails had come that much earlier; the Abos. */
  ageManageLinks(days: number, email: string): Promise<string[]>;
}

export function startStoreProbe(db: SqlDatabase, appPort: number, hooks: ServerHooks): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const job = {
      '/job-clock': hooks.moveJobClock,
      '/recheck-mails': hooks.runRecheckMails,
      '/mail-queue': () => hooks.sendQueuedMails(),
      '/team-reminders': hooks.runTeamReminders,
      '/age-manage-links': hooks.ageManageLinks,
    }[url.pathname];
    if (req.method === 'POST' && job) {
      job(Number(url.searchParams.get('days')), url.searchParams.get('email') ?? '').then(
        (done) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ done })),
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
      return;
    }
    const needles = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams.getAll('s').filter((s) => s.length >= 3);
    if (req.method !== 'GET' || needles.length === 0) {
      res.writeHead(400).end();
      return;
    }
    allRows(db).then(
      (rows) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rowsContaining(rows, needles))),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
  });
  return new Promise((resolve) => server.listen(e2eProbePort(appPort), '127.0.0.1', () => resolve(server)));
}

/**
 * Tomorrow, as far as the server's scheduled jobs know (the injectable job clock; the app's own clock stays real):
 * moves it `days` ahead and runs the gift delivery once. Resolves with the ids of the gifts it sent.
 */
export async function moveJobClock(days: number): Promise<string[]> {
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/job-clock?days=${days}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return ((await answer.json()) as { done: string[] }).done;
}

/**
 * The yearly re-check mails as the server's daily run would send them `days` from now — with a clock of their own, so
 * the gift spec's job clock stays where it is — for the donor with this address only. Resolves with the ids of the users
 * it mailed.
 */
export async function runRecheckMails(days: number, email: string): Promise<string[]> {
  const query = new URLSearchParams({ days: String(days), email });
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/recheck-mails?${query}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return ((await answer.json()) as { done: string[] }).done;
}

/**
 * Sends what waits in the server's mail queue now (one round of its worker): a mail a request stored is in the outbox
 * folder when this resolves, without waiting for the worker's next round.
 */
export async function sendQueuedMails(): Promise<string[]> {
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/mail-queue`, { method: 'POST' });
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return ((await answer.json()) as { done: string[] }).done;
}

/** The rows of the e2e server's store that contain any of `needles` (case-insensitive). */
export async function storeRowsContaining(...needles: string[]): Promise<ScannedRow[]> {
  const query = new URLSearchParams(needles.map((s) => ['s', s]));
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/?${query}`);
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return (await answer.json()) as ScannedRow[];
}

/**
 * The team's reminders of open Abo tasks (issue 31 §2) as the server's job would send them `days` from now — with a
 * clock of their own, for the tasks of the donor with this address only (other specs' links stay as they are).
 * Resolves with the ids of the tasks it reminded the team of.
 */
export async function runTeamReminders(days: number, email: string): Promise<string[]> {
  const query = new URLSearchParams({ days: String(days), email });
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/team-reminders?${query}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return ((await answer.json()) as { done: string[] }).done;
}

/**
 * The links „Abo verwalten“ (issue 33 §2) of the donor with this address as if their mails had come `days` earlier (the
 * server's requests run on the real clock, so the link's days are moved instead): a link older than 30 days has
 * expired. Resolves with the ids of the Abos whose links it aged.
 */
export async function ageManageLinks(days: number, email: string): Promise<string[]> {
  const query = new URLSearchParams({ days: String(days), email });
  const answer = await fetch(`http://127.0.0.1:${e2eProbePort()}/age-manage-links?${query}`, { method: 'POST' });
  if (!answer.ok) throw new Error(`store probe answered ${answer.status}`);
  return ((await answer.json()) as { done: string[] }).done;
}
