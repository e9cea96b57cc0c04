import { forestOf } from '../../core/domain/donations/wording.js';
import type { Repositories } from '../../core/repositories/types.js';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const day = (iso: string) => new Intl.DateTimeFormat('de-DE').format(new Date(`${iso}T12:00:00Z`));
const moment = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Berlin' });

/**
 * The open team tasks as lines for the terminal, oldest first: what to do in the Twingle Manager, for which
 * transaction, by when — overdue ones marked. No donor's name or address (the task mail has them).
 */
export async function openTeamTaskLines(
  repos: Pick<Repositories, 'teamTasks' | 'donations'>,
  now: Date,
): Promise<string[]> {
  const open = await repos.teamTasks.listOpen();
  if (open.length === 0) return ['Keine offenen Aufgaben.'];
  const today = now.toISOString().slice(0, 10);
  const lines = [`${open.length} offene Aufgabe(n):`];
  for (const task of open) {
    const donation = await repos.donations.findById(task.donationId);
    const what =
      task.kind === 'END'
        ? 'Abo beenden'
        : task.kind === 'PAUSE'
          ? `Abo pausieren ab ${day(task.pauseFrom!)}, wieder abbuchen ab ${day(task.pauseUntil!)}`
          : `Betrag ändern auf ${euro.format(task.newAmount ?? 0)}`;
    lines.push(
      [
        `${task.dueBy < today ? '! überfällig ' : ''}${what}`,
        `trx_id ${donation?.paymentProviderTransactionId ?? '–'}`,
        donation ? `${euro.format(donation.amount)}/Monat, ${forestOf(donation.project)}` : '',
        `angefragt ${moment.format(task.requestedAt)}`,
        `zugesagt bis ${day(task.dueBy)}`,
        `Aufgabe ${task.id}`,
      ]
        .filter(Boolean)
        .join(' · '),
    );
  }
  return lines;
}
