import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MailQueueRepository, QueuedMailRecord } from '../../../core/repositories/types.js';
import * as t from '../schema.js';
import type { Query, SqlDatabase } from '../sqlDatabase.js';

const m = t.mailQueue;

/** The ids a raw statement returned (PGlite and node-postgres both answer with `{ rows }`). */
async function idsOf(db: SqlDatabase, statement: SQL): Promise<string[]> {
  const result = (await db.execute(statement)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

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
 * The outbox on PGlite and PostgreSQL (table mail_queue). A claim is one statement: the next due row is picked with
 * `FOR UPDATE SKIP LOCKED` and gets this worker's lease, right before its send, until the database's now() passes it;
 * a second worker, here or in another instance, finds it leased until the lease runs out. Outcomes
 * are recorded only while the worker still holds the lease (claimed_by), so a worker whose lease ran out cannot
 * overwrite the next one's. `q` is the repository's handle (the open transaction inside `atomically`); `afterCommit`
 * runs a callback once that transaction committed (at once outside one).
 */
export function createSqlMailQueue(q: Query, afterCommit: (callback: () => void) => void): MailQueueRepository {
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
    async claimNext(claimant, dueBy, leaseMs, maxAttempts) {
      // As graphile-worker's get_job (src/sql/getJobs.ts) and pg-boss's fetch (src/plans.ts): one statement picks the
      // next due row `FOR UPDATE SKIP LOCKED` (a row another worker is claiming right now is skipped, not waited for),
      // counts the attempt and takes the lease on the database's now(), never on this host's clock. The row is picked
      // in an uncorrelated scalar subquery, run once (as `id IN (…)` the planner could run it again per row).
      const [row] = await q()
        .update(m)
        .set({
          claimedBy: claimant,
          lockedUntil: sql`now() + ${leaseMs}::double precision * interval '1 millisecond'`,
          attempts: sql`${m.attempts} + 1`,
        })
        .where(
          eq(
            m.id,
            sql`(select id from mail_queue
                 where sent_at is null and dead_at is null and next_attempt_at <= ${dueBy.toISOString()}::timestamptz
                   and attempts < ${maxAttempts} and (locked_until is null or locked_until <= now())
                 order by next_attempt_at, id
                 limit 1
                 for update skip locked)`,
          ),
        )
        .returning();
      return row ? fromRow(row) : undefined;
    },
    async buryExhausted(maxAttempts, deadAt, abandoned) {
      // graphile-worker leaves a job with attempts = max_attempts unavailable for good; here it is marked dead (so the
      // team is told), its lease having run out on the database's clock.
      const rows = await q()
        .update(m)
        .set({
          deadAt,
          lastError: sql`case when ${m.claimedBy} is null then ${m.lastError} else ${abandoned} end`,
          claimedBy: null,
          lockedUntil: null,
        })
        .where(
          and(
            isNull(m.sentAt),
            isNull(m.deadAt),
            gte(m.attempts, maxAttempts),
            or(isNull(m.lockedUntil), sql`${m.lockedUntil} <= now()`),
          ),
        )
        .returning({ id: m.id });
      return rows.map((r) => r.id);
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
      const ids = await idsOf(
        q(),
        sql`with dead as materialized (
              select id from mail_queue
              where dead_at is not null and dead_noticed_at is null and team_notice = false
              order by dead_at
              limit ${limit}
              for update skip locked
            )
            update mail_queue set dead_noticed_at = ${noticedAt.toISOString()}::timestamptz
            from dead where mail_queue.id = dead.id
            returning mail_queue.id`,
      );
      if (ids.length === 0) return [];
      const rows = await q().select().from(m).where(inArray(m.id, ids));
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
