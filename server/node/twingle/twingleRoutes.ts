import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AboChangeMails } from '../../core/domain/donations/aboChangeMail.js';
import type { AboEndMails } from '../../core/domain/donations/aboEndMail.js';
import type { RhythmNoticeMails } from '../../core/domain/donations/rhythmNoticeMail.js';
import type { RecurringPayments } from '../../core/ports.js';
import type { TeamTasks } from '../../core/domain/teamTasks/teamTasks.js';
import type { Repositories } from '../../core/repositories/types.js';
import { createTwinglePushService } from '../../core/domain/donations/twinglePushService.js';
import type { ServerConfig } from '../config.js';
import { sandboxFrameHeaders } from '../http/securityHeaders.js';
import { twingleSandbox } from './twingleSandbox.js';
import { twingleWebhook } from './twingleWebhook.js';

/**
 * Everything Twingle on the Node server: the push endpoints (/webhooks/twingle…) and, outside production, the
 * sandbox widget (/_sandbox/twingle…). The handler returns false for any other path.
 */
export function twingleRoutes(
  config: ServerConfig,
  repos: Repositories,
  {
    payments,
    endMails,
    changeMails,
    teamTasks,
    onGiftPaid,
    rhythmNotices,
  }: {
    payments: RecurringPayments;
    endMails: AboEndMails;
    changeMails?: AboChangeMails;
    /** The gift delivery job's „run now“. */
    onGiftPaid?: () => void;
    /** Tells the team of a paid quarterly, half-yearly or yearly donation (issue 34 §7). */
    rhythmNotices?: RhythmNoticeMails;
    /** The team's tasks in the Twingle Manager: Twingle's pushes finish them (issue 31 §2). */
    teamTasks: TeamTasks;
  },
  log: (line: string) => void,
) {
  const service = createTwinglePushService(repos, {
    clock: () => new Date(),
    newId: () => crypto.randomUUID(),
    payments,
    acceptTestDonations: !config.production,
    endMails,
    changeMails,
    onGiftPaid,
    rhythmNotices,
    teamTasks,
  });
  const webhook = twingleWebhook({ service, keys: config.twingle, log });
  const sandbox = twingleSandbox({
    production: config.production,
    appUrl: config.appUrl,
    keys: config.twingle,
    donations: repos.donations,
    frameHeaders: sandboxFrameHeaders(config),
    log,
  });
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> =>
    (await webhook(req, res, path)) || (await sandbox(req, res, path));
}
