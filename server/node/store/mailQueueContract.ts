import { expect, it } from 'vitest';
import type { NewQueuedMail, Repositories } from '../../core/repositories/types.js';
import type { ContractStore } from './repositoryContract.js';

/**
 * The outbox's claims and leases (issue 38), for every store: one mail per claim, an attempt counted at the claim, the
 * lease on the store's clock (SQL: the database's now()) whatever the claiming host's clock says, and mails past their
 * most attempts marked dead once their lease ran out. The leases here are short and waited out on the wall clock.
 */
export function mailQueueContract(store: ContractStore): void {
  const at = new Date('2026-11-23T10:00:00.000Z');
  const mail = (id: string, minutes: number): NewQueuedMail => ({
    id,
    to: `${id}@example.org`,
    replyTo: null,
    subject: `Betreff ${id}`,
    text: 'Text',
    attachments: [],
    createdAt: new Date(at.getTime() + minutes * 60_000),
    teamNotice: false,
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const byId = async (repos: Repositories, id: string) => (await repos.mailQueue.list()).find((m) => m.id === id)!;
  const LATER = new Date(at.getTime() + 10 * 365 * 86_400_000);

  it('claims one due mail at a time, counts the attempt at the claim, and leases it on the store’s clock', async () => {
    const repos = await store.fresh();
    const queue = repos.mailQueue;
    await queue.add(mail('zwei', 2));
    await queue.add(mail('eins', 1));
    // Not due before its time on the worker's clock.
    expect(await queue.claimNext('a', at, 60_000, 5)).toBeUndefined();
    const first = await queue.claimNext('a', new Date(at.getTime() + 5 * 60_000), 60_000, 5);
    expect(first).toMatchObject({ id: 'eins', attempts: 1, sentAt: null });
    // A claimant whose clock is ten years ahead still finds the first mail leased: the lease runs on the store's clock.
    expect(await queue.claimNext('b', LATER, 60_000, 5)).toMatchObject({ id: 'zwei', attempts: 1 });
    expect(await queue.claimNext('c', LATER, 60_000, 5)).toBeUndefined();
    expect(await queue.markSent('eins', 'a', at)).toBe(true);
    expect(await byId(repos, 'eins')).toMatchObject({ attempts: 1, sentAt: at });
  });

  it('gives a mail whose lease ran out to the next claimant; the first one can no longer record it', async () => {
    const repos = await store.fresh();
    const queue = repos.mailQueue;
    await queue.add(mail('liegen', 0));
    expect(await queue.claimNext('a', at, 1000, 5)).toMatchObject({ id: 'liegen', attempts: 1 });
    expect(await queue.claimNext('b', LATER, 1000, 5)).toBeUndefined();
    await sleep(1200);
    expect(await queue.claimNext('b', at, 60_000, 5)).toMatchObject({ id: 'liegen', attempts: 2 });
    expect(await queue.markSent('liegen', 'a', at)).toBe(false);
    expect(await queue.markFailed('liegen', 'a', { error: 'zu spät', nextAttemptAt: at, deadAt: null })).toBe(false);
    expect(await queue.markSent('liegen', 'b', at)).toBe(true);
  });

  it('claims no mail past its most attempts and marks it dead once its lease ran out, telling the team once', async () => {
    const repos = await store.fresh();
    const queue = repos.mailQueue;
    await queue.add(mail('abgebrochen', 0));
    await queue.add(mail('abgelehnt', 1));
    // 'abgebrochen': two attempts, the last one left no record (its worker died sending it).
    expect(await queue.claimNext('a', at, 200, 2)).toMatchObject({ id: 'abgebrochen', attempts: 1 });
    await sleep(300);
    expect(await queue.claimNext('b', at, 1000, 2)).toMatchObject({ id: 'abgebrochen', attempts: 2 });
    // 'abgelehnt': one attempt, recorded as failed; the most attempts are 1 from here on (the setting was lowered).
    expect(await queue.claimNext('c', new Date(at.getTime() + 60_000), 60_000, 2)).toMatchObject({ id: 'abgelehnt' });
    expect(await queue.markFailed('abgelehnt', 'c', { error: '451 später', nextAttemptAt: at, deadAt: null })).toBe(
      true,
    );
    const deadAt = new Date(at.getTime() + 3_600_000);
    // 'abgebrochen' is still leased: not yet dead. Neither mail is claimed again.
    expect(await queue.buryExhausted(1, deadAt, 'abgebrochen ohne Ergebnis')).toEqual(['abgelehnt']);
    expect(await queue.claimNext('d', LATER, 200, 1)).toBeUndefined();
    await sleep(1200);
    expect(await queue.claimNext('d', LATER, 200, 1)).toBeUndefined();
    expect(await queue.buryExhausted(1, deadAt, 'abgebrochen ohne Ergebnis')).toEqual(['abgebrochen']);
    expect(await queue.buryExhausted(1, deadAt, 'abgebrochen ohne Ergebnis')).toEqual([]);
    expect(await byId(repos, 'abgebrochen')).toMatchObject({
      attempts: 2,
      deadAt,
      sentAt: null,
      lastError: 'abgebrochen ohne Ergebnis',
    });
    expect(await byId(repos, 'abgelehnt')).toMatchObject({ attempts: 1, deadAt, lastError: '451 später' });
    // The late worker cannot record the mail as sent after all.
    expect(await queue.markSent('abgebrochen', 'b', at)).toBe(false);
    const told = await queue.takeDeadUnnoticed(deadAt, 10);
    expect(told.map((m) => m.id).sort()).toEqual(['abgebrochen', 'abgelehnt']);
    expect(await queue.takeDeadUnnoticed(deadAt, 10)).toEqual([]);
  });
}
