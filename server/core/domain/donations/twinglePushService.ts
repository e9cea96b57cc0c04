import type { Clock, IdGenerator, RecurringPayments } from '../../ports.js';
import type { Repositories } from '../../repositories/types.js';
import { TreeGiftService } from '../gifts/service.js';
import type { TeamTasks } from '../teamTasks/teamTasks.js';
import type { AboChangeMails } from './aboChangeMail.js';
import type { AboEndMails } from './aboEndMail.js';
import type { RhythmNoticeMails } from './rhythmNoticeMail.js';
import { DonationService } from './service.js';
import { cancelPayment, endRecurring } from './twinglePushEnd.js';
import { recordFirstPayment } from './twinglePushFirstPayment.js';
import {
  TwinglePushError,
  type TwingleCancelPush,
  type TwingleDonationPush,
  type TwingleEndPush,
} from './twinglePushFormat.js';
import { recordInstalment } from './twinglePushInstalment.js';
import type { TwinglePushDeps, TwinglePushResult } from './twinglePushRecording.js';

export { donationTypeFor } from './twinglePushFirstPayment.js';
export type { TwinglePushDeps, TwinglePushResult } from './twinglePushRecording.js';

/**
 * The push is the truth: Twingle's server push records donations, instalments, ends and cancellations, whatever the
 * donor's browser did after paying. First payments go through DonationService.create (intent checks, idempotent on
 * the transaction, atomic; twinglePushFirstPayment.ts); the rest runs under `atomically` on the donation
 * (twinglePushInstalment.ts, twinglePushEnd.ts), so repeated pushes change nothing a second time.
 */
export class TwinglePushService {
  constructor(private readonly deps: TwinglePushDeps) {}

  /** TwingleDonation.submit: a first payment (campaign_id = our intent) or an instalment (parent_trx_id). */
  async record(push: TwingleDonationPush): Promise<TwinglePushResult> {
    if (push.isTest && !this.deps.acceptTestDonations) {
      throw new TwinglePushError(
        422,
        'test_donation',
        'Testspenden (is_test=1) werden auf diesem Server nicht verbucht.',
        'is_test',
      );
    }
    return push.parentTrxId ? recordInstalment(this.deps, push, push.parentTrxId) : recordFirstPayment(this.deps, push);
  }

  /** TwingleDonation.endrecurring: an Abo ends. */
  endRecurring(push: TwingleEndPush): Promise<TwinglePushResult> {
    return endRecurring(this.deps, push);
  }

  /** TwingleDonation.cancel: a payment was taken back. */
  cancel(push: TwingleCancelPush): Promise<TwinglePushResult> {
    return cancelPayment(this.deps, push);
  }
}

/** The push service on a set of repositories (Node server, browser mock and tests build it the same way). */
export function createTwinglePushService(
  repos: Repositories,
  deps: {
    clock: Clock;
    newId: IdGenerator;
    payments: RecurringPayments;
    acceptTestDonations: boolean;
    endMails?: AboEndMails;
    changeMails?: AboChangeMails;
    onGiftPaid?: () => void;
    rhythmNotices?: RhythmNoticeMails;
    teamTasks?: TeamTasks;
  },
): TwinglePushService {
  const donations = new DonationService(
    repos.donations,
    repos.orders,
    repos.paymentIntents,
    deps.payments,
    deps.clock,
    deps.newId,
    (keys, work) => repos.atomically(keys, work),
  );
  return new TwinglePushService({
    repos,
    donations,
    clock: deps.clock,
    newId: deps.newId,
    acceptTestDonations: deps.acceptTestDonations,
    endMails: deps.endMails ?? null,
    gifts: new TreeGiftService(repos, deps.clock, deps.newId),
    changeMails: deps.changeMails ?? null,
    onGiftPaid: deps.onGiftPaid ?? null,
    rhythmNotices: deps.rhythmNotices ?? null,
    teamTasks: deps.teamTasks ?? null,
  });
}
