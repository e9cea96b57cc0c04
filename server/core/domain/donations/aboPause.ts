import { badInput, notFound, paymentProviderUnavailable } from '../../errors.js';
import { RecurringPaymentsError, type Clock, type RecurringPayments } from '../../ports.js';
import type {
  DonationRecord,
  IsoDate,
  Repositories,
  TeamTaskRecord,
  TeamTaskRepository,
} from '../../repositories/types.js';
import { DUE_WORKING_DAYS, workingDaysAfter } from '../teamTasks/workingDays.js';
import { addMonths, germanDay } from '../calendar/calendarDays.js';
import type { AboPauseMails } from './aboPauseMail.js';
import { isActive } from './rules.js';

export const PAUSE_MONTHS = [1, 2, 3, 4, 5, 6] as const;

/** An Abo's pause as the app shows it: asked for (the team pauses it by dueBy), or done and running until `until`. */
export interface AboPauseState {
  from: IsoDate;
  until: IsoDate;
  months: number;
  requestedAt: Date;
  /** The day the team promised to pause it at Twingle. */
  dueBy: IsoDate;
  /** True once the team paused it; false while requested. */
  done: boolean;
}

const monthsOf = (t: TeamTaskRecord) => {
  const [fy, fm] = t.pauseFrom!.split('-').map(Number);
  const [uy, um] = t.pauseUntil!.split('-').map(Number);
  return (uy - fy) * 12 + (um - fm);
};

/**
 * Pausing an Abo for 1–6 months (issue 33 §2), through the RecurringPayments port like ending and changing it. By
 * default the team pauses it in the Twingle Manager (a PAUSE task): from the day promised to the donor, for the months
 * asked. Nothing on the donation changes: the task says from when to when. `pauseDonation` still *ends* an Abo (spec).
 */
export class AboPauseService {
  constructor(
    private readonly repos: Pick<Repositories, 'donations' | 'teamTasks' | 'atomically'>,
    private readonly payments: RecurringPayments,
    private readonly clock: Clock,
    private readonly mails: AboPauseMails | null = null,
  ) {}

  /** The pause asked for (open task) or running (done, until not reached yet); null otherwise. */
  async current(
    donationId: string,
    reads: Pick<TeamTaskRepository, 'listByDonation'> = this.repos.teamTasks,
  ): Promise<AboPauseState | null> {
    const today = germanDay(this.clock());
    const task = (await reads.listByDonation(donationId))
      .filter((t) => t.kind === 'PAUSE' && t.pauseFrom && t.pauseUntil)
      .findLast((t) => t.doneAt === null || t.pauseUntil! > today);
    if (!task) return null;
    return {
      from: task.pauseFrom!,
      until: task.pauseUntil!,
      months: monthsOf(task),
      requestedAt: task.requestedAt,
      dueBy: task.dueBy,
      done: task.doneAt !== null,
    };
  }

  pause(userId: string, donationId: string, months: number): Promise<DonationRecord> {
    return this.repos.atomically([`donation:${donationId}`], () => this.pauseUnlocked(userId, donationId, months));
  }

  private async pauseUnlocked(userId: string, donationId: string, months: number): Promise<DonationRecord> {
    const donation = await this.repos.donations.findById(donationId);
    // Someone else's donation is reported as missing, so ids of other donors cannot be probed.
    if (!donation || donation.userId !== userId) throw notFound('Diese Spende gibt es nicht.');
    if (!isActive(donation) || donation.endRequestedAt || donation.rhythm !== 'monthly') {
      throw badInput({ donationId: 'Nur ein laufendes monatliches Abo kann pausiert werden.' });
    }
    if (!(PAUSE_MONTHS as readonly number[]).includes(months)) {
      throw badInput({ months: 'Du kannst dein Abo für 1 bis 6 Monate pausieren.' });
    }
    const current = await this.current(donationId);
    if (current) {
      // The same request again (a double click, a retry) changes nothing; another one waits.
      if (!current.done && current.months === months) return donation;
      throw badInput({
        months: current.done
          ? 'Dein Abo ist schon pausiert. Eine neue Pause kannst du beantragen, wenn es wieder läuft.'
          : 'Unser Team pausiert dein Abo gerade. Danach kannst du eine neue Pause beantragen.',
      });
    }
    const from = workingDaysAfter(this.clock(), DUE_WORKING_DAYS);
    const until = addMonths(from, months);
    const tasks = await this.repos.teamTasks.listByDonation(donationId);
    const idempotencyKey = `klimahain-pause-${donationId}-${tasks.length + 1}-${months}`;
    try {
      await this.payments.pause(donation, { months, from, until }, { idempotencyKey });
    } catch (error) {
      if (!(error instanceof RecurringPaymentsError)) throw error;
      throw paymentProviderUnavailable(
        'Wir konnten die Pause gerade nicht beantragen: Unser Zahlungsdienstleister Twingle hat nicht geantwortet. Dein Abo läuft unverändert weiter. Bitte versuche es in ein paar Minuten erneut.',
      );
    }
    const task = (await this.repos.teamTasks.listByDonation(donationId)).findLast(
      (t) => t.kind === 'PAUSE' && t.doneAt === null,
    );
    await this.mails?.send(donation, task ?? { pauseFrom: from, pauseUntil: until, dueBy: from }, 'REQUESTED');
    return donation;
  }
}
