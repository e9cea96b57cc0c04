import type { Clock, IdGenerator, Mail, Mailer, SiteConfig } from '../../ports.js';
import type {
  DonationRecord,
  IsoDate,
  OrderRecord,
  Repositories,
  TeamTaskRecord,
  TeamTaskRepository,
  UserRecord,
} from '../../repositories/types.js';
import { pendingChangeOf, withNewAmount } from '../donations/aboChange.js';
import { AboChangeMails } from '../donations/aboChangeMail.js';
import { AboEndMails } from '../donations/aboEndMail.js';
import { AboManageLinks } from '../donations/aboManageLink.js';
import { AboPauseMails } from '../donations/aboPauseMail.js';
import { LINK_VALID_MS, newTaskSecret, secretHash, taskLink } from './teamTaskLink.js';
import { debitAfterEndRequestAlert, teamTaskMail } from './teamTaskMails.js';
import { DUE_WORKING_DAYS, REMIND_AFTER_WORKING_DAYS, workingDaysAfter, workingDaysLater } from './workingDays.js';

const REMIND_EVERY_MS = 86_400_000;

export type TeamTaskState = 'OPEN' | 'DONE' | 'EXPIRED';

/** A task as its link's page shows it to the team. */
export interface TeamTaskView {
  task: TeamTaskRecord;
  donation: DonationRecord;
  /** OPEN and the link works; DONE (by anyone); EXPIRED: open, but this link is too old (a reminder has a new one). */
  state: TeamTaskState;
}

type TaskRepos = Pick<Repositories, 'teamTasks' | 'donations' | 'aboChanges' | 'users' | 'atomically'>;

/**
 * Ending or changing an Abo the way Twingle really works (issue 31 §2). Twingle offers no public API for either — the
 * CiviCRM „Twingle API“ extension (systopia/de.systopia.twingle, CRM_Twingle_Tools) says a Twingle recurring donation
 * „should be terminated through the Twingle interface, otherwise it will still be collected“ and creates a task for
 * staff. So does this: the donor's request becomes a task; the team gets it by mail with a one-time link; the task is
 * done when the team confirms with the link or Twingle's push shows it happened (endrecurring, or a debit of the new
 * amount); the donor hears of it then, and not before. Open tasks are reminded after two working days, then daily.
 */
export class TeamTasks {
  constructor(
    private readonly repos: TaskRepos,
    private readonly mailer: Mailer,
    private readonly site: SiteConfig,
    private readonly clock: Clock,
    private readonly newId: IdGenerator,
    private readonly endMails: AboEndMails | null,
    private readonly changeMails: AboChangeMails | null,
    private readonly pauseMails: AboPauseMails | null = null,
  ) {}

  /**
   * The open task of this kind for the donation, if any (a CHANGE only if to the same amount). `reads`: where a field
   * resolver reads the tasks (the request's batched reads); the store by default.
   */
  async openTaskOf(
    donationId: string,
    kind: TeamTaskRecord['kind'],
    newAmount?: number,
    reads: Pick<TeamTaskRepository, 'listByDonation'> = this.repos.teamTasks,
  ): Promise<TeamTaskRecord | null> {
    const open = (await reads.listByDonation(donationId)).filter(
      (t) => t.doneAt === null && t.kind === kind && (newAmount === undefined || t.newAmount === newAmount),
    );
    return open.at(-1) ?? null;
  }

  /**
   * Opens a task and mails it to the team; the same request again returns the open task. Runs inside the caller's lock
   * on the donation (DonationService, AboChangeService), so the task and its mail are stored with the request.
   */
  async open(
    donation: DonationRecord,
    kind: TeamTaskRecord['kind'],
    {
      newAmount = null,
      requestedBy = 'DONOR',
      pause = null,
    }: {
      newAmount?: number | null;
      requestedBy?: TeamTaskRecord['requestedBy'];
      /** Kind PAUSE: the days asked for. */
      pause?: { from: IsoDate; until: IsoDate } | null;
    } = {},
  ): Promise<TeamTaskRecord> {
    const existing = await this.openTaskOf(donation.donationId, kind, newAmount ?? undefined);
    if (existing) return existing;
    const now = this.clock();
    const secret = newTaskSecret();
    const task: TeamTaskRecord = {
      id: this.newId(),
      kind,
      donationId: donation.donationId,
      newAmount,
      ...(kind === 'PAUSE' ? { pauseFrom: pause?.from ?? null, pauseUntil: pause?.until ?? null } : {}),
      requestedBy,
      requestedAt: now,
      remindAt: workingDaysLater(now, REMIND_AFTER_WORKING_DAYS, this.site.teamRegion),
      dueBy: workingDaysAfter(now, DUE_WORKING_DAYS, this.site.teamRegion),
      linkTokenHash: await secretHash(secret),
      linkExpiresAt: new Date(now.getTime() + LINK_VALID_MS),
      doneAt: null,
      doneBy: null,
      lastRemindedAt: null,
    };
    await this.repos.teamTasks.save(task);
    const user = donation.userId ? await this.repos.users.findById(donation.userId) : undefined;
    await this.mailer.send(
      teamTaskMail(this.site.teamEmail, task, donation, user, taskLink(this.site, task.id, secret)),
    );
    return task;
  }

  /** The task behind a link; null when the id is unknown or the secret is not this task's (no hint which). */
  async view(taskId: string, secret: string): Promise<TeamTaskView | null> {
    const task = await this.repos.teamTasks.findById(taskId);
    if (!task || !secret || task.linkTokenHash !== (await secretHash(secret))) return null;
    const donation = await this.repos.donations.findById(task.donationId);
    if (!donation) return null;
    return { task, donation, state: this.stateOf(task) };
  }

  private stateOf(task: TeamTaskRecord): TeamTaskState {
    if (task.doneAt) return 'DONE';
    return task.linkExpiresAt.getTime() <= this.clock().getTime() ? 'EXPIRED' : 'OPEN';
  }

  /**
   * „In Twingle erledigt“: the team confirms with the link. Idempotent: a used link shows the task as done; an expired
   * one changes nothing. The Abo changes here, and the donor gets the second mail.
   */
  async complete(taskId: string, secret: string): Promise<TeamTaskView | null> {
    const seen = await this.view(taskId, secret);
    if (!seen || seen.state !== 'OPEN') return seen;
    const done = await this.repos.atomically([`donation:${seen.task.donationId}`], async () => {
      const task = (await this.repos.teamTasks.findById(taskId))!;
      if (task.doneAt) return null;
      return this.finish(task, 'TEAM');
    });
    if (done) await this.tellDonor(done);
    return this.view(taskId, secret);
  }

  /**
   * Twingle's push showed that the open task of `kind` happened (endrecurring; a debit of the new amount): it is done.
   * Runs inside the push's lock on the donation; the push service changes the Abo and tells the donor itself.
   */
  async closeByTwingle(donationId: string, kind: TeamTaskRecord['kind']): Promise<void> {
    for (const task of await this.repos.teamTasks.listByDonation(donationId)) {
      if (task.doneAt === null && task.kind === kind) {
        await this.repos.teamTasks.save({ ...task, doneAt: this.clock(), doneBy: 'TWINGLE' });
      }
    }
    if (kind === 'END') await this.closeObsolete(donationId);
  }

  /**
   * The Abo has ended (Twingle's end or cancellation, the team's end): a pause or a new amount still open for it is
   * pointless. Closed as OBSOLETE — no reminder for it, its link carries nothing out and mails the donor nothing.
   * Inside the donation's lock.
   */
  async closeObsolete(donationId: string): Promise<void> {
    for (const task of await this.repos.teamTasks.listByDonation(donationId)) {
      if (task.doneAt === null && task.kind !== 'END') {
        await this.repos.teamTasks.save({ ...task, doneAt: this.clock(), doneBy: 'OBSOLETE' });
      }
    }
  }

  /** Marks the task done and carries out what it asked for on our record. Inside the donation's lock. */
  private async finish(task: TeamTaskRecord, by: 'TEAM' | 'TWINGLE') {
    const now = this.clock();
    const donation = (await this.repos.donations.findById(task.donationId))!;
    // A pause or a new amount for an Abo that has ended since: nothing to carry out, nothing to tell the donor.
    const obsolete = task.kind !== 'END' && donation.canceledAt !== null;
    await this.repos.teamTasks.save({ ...task, doneAt: now, doneBy: obsolete ? 'OBSOLETE' : by });
    if (obsolete) return null;
    if (task.kind === 'END') {
      if (donation.canceledAt) return null;
      const ended = { ...donation, canceledAt: now, endRequestedAt: null };
      await this.repos.donations.save(ended);
      await this.closeObsolete(donation.donationId);
      return { kind: 'END' as const, donation: ended };
    }
    // A pause changes nothing on our record: the task itself says from when to when (OutputDonation.pausedUntil).
    if (task.kind === 'PAUSE') return { kind: 'PAUSE' as const, donation, task };
    const pending = pendingChangeOf(await this.repos.aboChanges.listByDonation(donation.donationId));
    if (!pending || pending.toAmount !== task.newAmount) return null;
    await this.repos.aboChanges.save({ ...pending, state: 'CHANGED' });
    const changed = withNewAmount(donation, pending.toAmount, pending.toDonationType);
    await this.repos.donations.save(changed);
    return { kind: 'CHANGE' as const, donation: changed, change: pending };
  }

  /** The donor's second mail; the change is recorded whether or not it goes out (the outbox retries it). */
  private async tellDonor(done: NonNullable<Awaited<ReturnType<TeamTasks['finish']>>>): Promise<void> {
    if (done.kind === 'END') await this.endMails?.send(done.donation, 'ENDED');
    else if (done.kind === 'PAUSE') await this.pauseMails?.send(done.donation, done.task, 'PAUSED');
    else await this.changeMails?.send(done.donation, done.change, 'CARRIED_OUT');
  }

  /**
   * Reminds the team of every open task whose time has come (two working days after the request, then daily), each with
   * a new link. Safe with several instances: each task is checked again inside its lock. Returns the reminded ids.
   */
  async remindDue(): Promise<string[]> {
    const reminded: string[] = [];
    for (const open of await this.repos.teamTasks.listOpen()) {
      if (!this.isReminderDue(open)) continue;
      const sent = await this.repos.atomically([`donation:${open.donationId}`], async () => {
        const task = await this.repos.teamTasks.findById(open.id);
        if (!task || task.doneAt || !this.isReminderDue(task)) return false;
        const donation = await this.repos.donations.findById(task.donationId);
        if (!donation) return false;
        const now = this.clock();
        const secret = newTaskSecret();
        const next: TeamTaskRecord = {
          ...task,
          lastRemindedAt: now,
          linkTokenHash: await secretHash(secret),
          linkExpiresAt: new Date(now.getTime() + LINK_VALID_MS),
        };
        await this.repos.teamTasks.save(next);
        const user = donation.userId ? await this.repos.users.findById(donation.userId) : undefined;
        const link = taskLink(this.site, task.id, secret);
        await this.mailer.send(teamTaskMail(this.site.teamEmail, next, donation, user, link, { reminder: true }));
        return true;
      });
      if (sent) reminded.push(open.id);
    }
    return reminded;
  }

  private isReminderDue(task: TeamTaskRecord): boolean {
    const now = this.clock().getTime();
    if (now < task.remindAt.getTime()) return false;
    return task.lastRemindedAt === null || now - task.lastRemindedAt.getTime() >= REMIND_EVERY_MS;
  }

  /** An instalment Twingle debited after the donor had asked to end the Abo (shown as such in „Abo & Spenden“). */
  async debitedAfterEndRequest(
    order: Pick<OrderRecord, 'donationId' | 'donatedAt' | 'paymentProviderTransactionId'>,
    reads: Pick<TeamTaskRepository, 'listByDonation'> = this.repos.teamTasks,
  ) {
    if (order.paymentProviderTransactionId === null) return false;
    const tasks = await reads.listByDonation(order.donationId);
    return tasks.some((t) => t.kind === 'END' && t.requestedAt.getTime() < order.donatedAt.getTime());
  }

  /**
   * An instalment arrived after the donor asked to end the Abo (the team has not ended it at Twingle yet): it is
   * recorded like any debit; the team is alerted at once to refund it if the donor wishes. Inside the push's lock.
   */
  async alertDebitAfterEndRequest(donation: DonationRecord, order: OrderRecord): Promise<void> {
    const task = await this.openTaskOf(donation.donationId, 'END');
    if (!task) return;
    const user = donation.userId ? await this.repos.users.findById(donation.userId) : undefined;
    await this.mailer.send(debitAfterEndRequestAlert(this.site.teamEmail, task, donation, order, user));
  }

  /** A note to TEAM_EMAIL about a donation, with no task (issue 38: a debit after the end, a new amount). In the lock. */
  async tellTeam(
    donation: DonationRecord,
    mail: (to: string, user: UserRecord | undefined, tasks: TeamTaskRecord[]) => Mail,
  ): Promise<void> {
    const user = donation.userId ? await this.repos.users.findById(donation.userId) : undefined;
    const tasks = await this.repos.teamTasks.listByDonation(donation.donationId);
    await this.mailer.send(mail(this.site.teamEmail, user, tasks));
  }
}

/** The team's tasks on a set of repositories, with the donor's mails that name the promised day. */
export function createTeamTasks(deps: {
  /** With aboManageLinks, the donor's mails carry the link „Abo verwalten“ (issue 33 §2). */
  repos: TaskRepos & Pick<Repositories, 'orders'> & Partial<Pick<Repositories, 'aboManageLinks'>>;
  mailer: Mailer;
  site: SiteConfig;
  clock: Clock;
  newId: IdGenerator;
}): TeamTasks {
  const { repos, mailer, site, clock, newId } = deps;
  const { aboManageLinks } = repos;
  const links = aboManageLinks ? new AboManageLinks({ aboManageLinks, donations: repos.donations }, site, clock) : null;
  return new TeamTasks(
    repos,
    mailer,
    site,
    clock,
    newId,
    new AboEndMails(repos.users, repos.orders, mailer, site, repos.teamTasks, links),
    new AboChangeMails(repos.users, mailer, site, repos.teamTasks, links),
    new AboPauseMails(repos.users, mailer, site, links),
  );
}
