import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { MailQueueRepository, QueuedMailRecord } from '../../core/repositories/types.js';
import * as t from './schema.js';
import type { SqlDatabase } from './sqlRepositories.js';

const m = t.mailQueue;

function fromRow(r: typeof m.$inferSelect): QueuedMailRecord {
  return {
    id: r.id,
    to: r.toAddress,
    replyTo: r.replyTo,
    subject: r.subject,
    text: r.body,
    attachments: r.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: new Uint8Array(Buffer.from(a.contentBase64, 'base64')),
    })),
    createdAt: r.createdAt,
    teamNotice: r.teamNotice,
    attempts: r.attempts,
    nextAttemptAt: r.nextAttemptAt,
    lastError: r.lastError,
    sentAt: r.sentAt,
    deadAt: r.deadAt,
  };
}

/**
 * The outbox on PGlite and PostgreSQL (table mail_queue). A claim is one statement: the due rows are picked with
 * `FOR UPDATE SKIP LOCKED` (a row another worker is claiming right now is skipped, not waited for) and get this
 * worker's lease; a second worker, here or in another instance, finds them leased until the lease runs out. Outcomes
 * are recorded only while the worker still holds the lease (claimed_by), so a worker whose lease ran out cannot
 * overwrite the next one's. `q` is the repository's handle (the open transaction inside `atomically`); `afterCommit`
 * runs a callback once that transaction committed (at once outside one).
 */
export function createSqlMailQueue(
  q: () => SqlDatabase,
  afterCommit: (callback: () => void) => void,
): MailQueueRepository {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const held = (id: string, claimant: string) =>
    and(eq(m.id, id), eq(m.claimedBy, claimant), isNull(m.sentAt), isNull(m.deadAt));

  return {
    async add(mail) {
      await q()
        .insert(m)
        .values({
          id: mail.id,
          toAddress: mail.to,
          replyTo: mail.replyTo,
          subject: mail.subject,
          body: mail.text,
          attachments: mail.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            contentBase64: Buffer.from(a.content).toString('base64'),
          })),
          createdAt: mail.createdAt,
          teamNotice: mail.teamNotice,
          nextAttemptAt: mail.createdAt,
        });
      afterCommit(notify);
    },
    async claimDue(claimant, now, leaseUntil, limit) {
      const free = and(isNull(m.sentAt), isNull(m.deadAt), or(isNull(m.lockedUntil), lte(m.lockedUntil, now)));
      const due = q()
        .select({ id: m.id })
        .from(m)
        .where(and(free, lte(m.nextAttemptAt, now)))
        .orderBy(asc(m.nextAttemptAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await q()
        .update(m)
        .set({ claimedBy: claimant, lockedUntil: leaseUntil, attempts: sql`${m.attempts} + 1` })
        .where(and(inArray(m.id, due), free))
        .returning();
      return rows.map(fromRow).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
    },
    async markSent(id, claimant, sentAt) {
      const rows = await q()
        .update(m)
        .set({ sentAt, claimedBy: null, lockedUntil: null, lastError: null })
        .where(held(id, claimant))
        .returning({ id: m.id });
      return rows.length === 1;
    },
    async markFailed(id, claimant, { error, nextAttemptAt, deadAt }) {
      const rows = await q()
        .update(m)
        .set({ lastError: error.slice(0, 1000), nextAttemptAt, deadAt, claimedBy: null, lockedUntil: null })
        .where(held(id, claimant))
        .returning({ id: m.id });
      return rows.length === 1;
    },
    async takeDeadUnnoticed(noticedAt, limit) {
      const dead = q()
        .select({ id: m.id })
        .from(m)
        .where(and(isNotNull(m.deadAt), isNull(m.deadNoticedAt), eq(m.teamNotice, false)))
        .orderBy(asc(m.deadAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await q()
        .update(m)
        .set({ deadNoticedAt: noticedAt })
        .where(and(inArray(m.id, dead), isNull(m.deadNoticedAt)))
        .returning();
      return rows.map(fromRow).sort((a, b) => a.deadAt!.getTime() - b.deadAt!.getTime());
    },
    async deleteByAddress(email) {
      const address = email.toLowerCase();
      await q()
        .delete(m)
        .where(
          or(
            eq(sql`lower(${m.toAddress})`, address),
            eq(sql`lower(${m.replyTo})`, address),
            sql`strpos(lower(${m.body}), ${address}) > 0`,
          ),
        );
    },
    async purge(sentBefore, deadBefore) {
      const rows = await q()
        .delete(m)
        .where(or(lt(m.sentAt, sentBefore), lt(m.deadAt, deadBefore)))
        .returning({ id: m.id });
      return rows.length;
    },
    async list() {
      return (await q().select().from(m).orderBy(asc(m.createdAt), asc(m.id))).map(fromRow);
    },
    onAdded(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
