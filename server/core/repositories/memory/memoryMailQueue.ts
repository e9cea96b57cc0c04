import type { MailQueueRepository, QueuedMailRecord } from '../types.js';
import { Table } from './table.js';

/**
 * The outbox in process memory (dev:mock, Storybook, tests): the same claims and leases as the SQL table, the leases on
 * `clock` (one process, one clock) where the SQL store uses the database's.
 */
export function createMemoryMailQueue(clock: () => Date = () => new Date()): MailQueueRepository {
  const mails = new Table<QueuedMailRecord & { claimedBy: string | null; lockedUntil: Date | null; noticed: boolean }>(
    (m) => m.id,
  );
  const listeners = new Set<() => void>();
  const plain = ({ claimedBy: _c, lockedUntil: _l, noticed: _n, ...mail }: ReturnType<typeof mails.get> & object) =>
    mail as QueuedMailRecord;
  const holds = (id: string, claimant: string) => {
    const mail = mails.get(id);
    return mail && mail.claimedBy === claimant && mail.sentAt === null && mail.deadAt === null ? mail : undefined;
  };

  return {
    async add(mail) {
      mails.put({
        ...mail,
        attempts: 0,
        nextAttemptAt: mail.createdAt,
        lastError: null,
        sentAt: null,
        deadAt: null,
        claimedBy: null,
        lockedUntil: null,
        noticed: false,
      });
      // Like the SQL store after its commit: the listeners hear of it once the adding code has moved on.
      queueMicrotask(() => listeners.forEach((listener) => listener()));
    },
    async claimNext(claimant, dueBy, leaseMs, maxAttempts) {
      const now = clock();
      const [due] = mails
        .filter((m) => m.sentAt === null && m.deadAt === null && m.nextAttemptAt <= dueBy && m.attempts < maxAttempts)
        .filter((m) => m.lockedUntil === null || m.lockedUntil <= now)
        .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id.localeCompare(b.id));
      if (!due) return undefined;
      const claimed = {
        ...due,
        claimedBy: claimant,
        lockedUntil: new Date(now.getTime() + leaseMs),
        attempts: due.attempts + 1,
      };
      mails.put(claimed);
      return plain(claimed);
    },
    async buryExhausted(maxAttempts, deadAt, abandoned) {
      const now = clock();
      const exhausted = mails.filter(
        (m) =>
          m.sentAt === null &&
          m.deadAt === null &&
          m.attempts >= maxAttempts &&
          (m.lockedUntil === null || m.lockedUntil <= now),
      );
      for (const m of exhausted) {
        const lastError = m.claimedBy === null ? m.lastError : abandoned;
        mails.put({ ...m, deadAt, lastError, claimedBy: null, lockedUntil: null });
      }
      return exhausted.map((m) => m.id);
    },
    async markSent(id, claimant, sentAt) {
      const mail = holds(id, claimant);
      if (!mail) return false;
      mails.put({ ...mail, sentAt, claimedBy: null, lockedUntil: null, lastError: null });
      return true;
    },
    async markFailed(id, claimant, { error, nextAttemptAt, deadAt }) {
      const mail = holds(id, claimant);
      if (!mail) return false;
      mails.put({ ...mail, lastError: error, nextAttemptAt, deadAt, claimedBy: null, lockedUntil: null });
      return true;
    },
    async takeDeadUnnoticed(_noticedAt, limit) {
      const dead = mails
        .filter((m) => m.deadAt !== null && !m.noticed && !m.teamNotice)
        .sort((a, b) => a.deadAt!.getTime() - b.deadAt!.getTime())
        .slice(0, limit);
      for (const m of dead) mails.put({ ...m, noticed: true });
      return dead.map(plain);
    },
    async deleteByAddress(email) {
      const address = email.toLowerCase();
      const naming = (m: QueuedMailRecord) =>
        m.to.toLowerCase() === address ||
        m.replyTo?.toLowerCase() === address ||
        m.text.toLowerCase().includes(address);
      for (const m of mails.filter(naming)) mails.delete(m.id);
    },
    async purge(sentBefore, deadBefore) {
      const old = mails.filter(
        (m) => (m.sentAt !== null && m.sentAt < sentBefore) || (m.deadAt !== null && m.deadAt < deadBefore),
      );
      for (const m of old) mails.delete(m.id);
      return old.length;
    },
    async list() {
      return mails
        .filter()
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .map(plain);
    },
    onAdded(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
