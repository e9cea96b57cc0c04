import { CatalogSource } from './domain/calculator/catalogs.js';
import { CalculatorService } from './domain/calculator/service.js';
import { ContactService } from './domain/contact/service.js';
import { AboChangeService } from './domain/donations/aboChange.js';
import { AboChangeMails } from './domain/donations/aboChangeMail.js';
import { AboEndMails } from './domain/donations/aboEndMail.js';
import { AboManageLinks } from './domain/donations/aboManageLink.js';
import { DonationService } from './domain/donations/service.js';
import { TreeGiftService } from './domain/gifts/service.js';
import { FrontendErrorService } from './domain/frontendErrors/service.js';
import { NewsletterService } from './domain/newsletter/service.js';
import { OrderService } from './domain/orders/service.js';
import { ReceiptService } from './domain/receipts/service.js';
import { TreeService } from './domain/trees/service.js';
import { DataExportService } from './domain/users/dataExport.js';
import { UserService } from './domain/users/service.js';
import { AboPauseService } from './domain/donations/aboPause.js';
import { AboPauseMails } from './domain/donations/aboPauseMail.js';
import { createTeamTasks, type TeamTasks } from './domain/teamTasks/teamTasks.js';
import { teamTaskPayments } from './domain/teamTasks/teamTaskPayments.js';
import type { Clock, IdGenerator, Mailer, ReceiptRenderer, RecurringPayments, SiteConfig } from './ports.js';
import type { Repositories } from './repositories/types.js';

/** Everything the core needs from outside; server/node, mocks/ and tests each inject their own. */
export interface CoreDeps {
  repos: Repositories;
  catalogs: CatalogSource;
  mailer: Mailer;
  /** The team's tasks in the Twingle Manager (issue 31 §2); built on `repos` when not given. */
  teamTasks?: TeamTasks;
  /** Ends and changes of Abos; by default the team's tasks (Twingle has no public API for them). */
  payments?: RecurringPayments;
  receiptRenderer: ReceiptRenderer;
  site: SiteConfig;
  clock: Clock;
  newId: IdGenerator;
}

export interface Services {
  calculator: CalculatorService;
  donations: DonationService;
  aboChanges: AboChangeService;
  /** „Abo pausieren“ (issue 33 §2): a pause of 1–6 months through the RecurringPayments port. */
  aboPauses: AboPauseService;
  /** The link „Abo verwalten“ of the Abo mails (issue 33 §2): issues them and says whose Abo a link opens. */
  aboManageLinks: AboManageLinks;
  orders: OrderService;
  users: UserService;
  dataExport: DataExportService;
  newsletter: NewsletterService;
  contact: ContactService;
  frontendErrors: FrontendErrorService;
  trees: TreeService;
  receipts: ReceiptService;
  gifts: TreeGiftService;
  teamTasks: TeamTasks;
}

export function createServices(deps: CoreDeps): Services {
  const { repos, catalogs, mailer, receiptRenderer, site, clock, newId } = deps;
  const teamTasks = deps.teamTasks ?? createTeamTasks({ repos, mailer, site, clock, newId });
  const payments = deps.payments ?? teamTaskPayments(teamTasks);
  const atomically: Repositories['atomically'] = (keys, work) => repos.atomically(keys, work);
  const aboManageLinks = new AboManageLinks(repos, site, clock);
  const endMails = new AboEndMails(repos.users, repos.orders, mailer, site, repos.teamTasks, aboManageLinks);
  const donations = new DonationService(
    repos.donations,
    repos.orders,
    repos.paymentIntents,
    payments,
    clock,
    newId,
    atomically,
    endMails,
  );
  const newsletter = new NewsletterService(repos.newsletter, mailer, site, clock, newId, atomically);
  return {
    calculator: new CalculatorService(catalogs, repos.calculatorStates, clock, atomically),
    donations,
    aboChanges: new AboChangeService(
      repos,
      payments,
      clock,
      newId,
      new AboChangeMails(repos.users, mailer, site, repos.teamTasks, aboManageLinks),
    ),
    aboPauses: new AboPauseService(
      repos,
      payments,
      clock,
      new AboPauseMails(repos.users, mailer, site, aboManageLinks),
    ),
    aboManageLinks,
    orders: new OrderService(repos.orders, clock, atomically),
    users: new UserService(repos, donations, newsletter, clock, newId, atomically),
    dataExport: new DataExportService(repos, clock),
    newsletter,
    contact: new ContactService(repos.contactMessages, mailer, site, clock, newId, atomically),
    frontendErrors: new FrontendErrorService(repos.frontendErrors, clock, newId),
    trees: new TreeService(repos.plots, clock, repos.treeGifts),
    receipts: new ReceiptService(repos, receiptRenderer, clock),
    gifts: new TreeGiftService(repos, clock, newId),
    teamTasks,
  };
}
