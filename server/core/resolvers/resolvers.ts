import type { GraphQLContext } from '../context.js';
import type { Resolver } from './resolver.js';
import { DateScalar, DateTimeScalar, EMailScalar, QuestionIdScalar } from '../scalars.js';
import { allCalculatorModelVariants } from './Query/allCalculatorModelVariants.js';
import { allUsers } from './Query/allUsers.js';
import { calculator } from './Query/calculator.js';
import { currentCalculatorModel } from './Query/currentCalculatorModel.js';
import { exactCalculatorModel } from './Query/exactCalculatorModel.js';
import { forests } from './Query/forests.js';
import { getDonations } from './Query/getDonations.js';
import { greeting } from './Query/greeting.js';
import { historyOrders } from './Query/historyOrders.js';
import { myDataExport } from './Query/myDataExport.js';
import { receiptOverview } from './Query/receiptOverview.js';
import { issueAnnualReceipt, issueReceipt } from './Mutation/issueReceipt.js';
import { paymentIntent, paymentIntentGift } from './Query/paymentIntent.js';
import { plannedOrders } from './Query/plannedOrders.js';
import { trees } from './Query/trees.js';
import { completeTeamTask, teamTask } from './Query/teamTask.js';
import { aboByManageLink } from './Query/aboByManageLink.js';
import { treeGiftCertificate, treeGifts } from './Query/treeGifts.js';
import { claimTreeGift, updateTreeGift } from './Mutation/treeGifts.js';
import { user } from './Query/user.js';
import { confirmNewsletterSubscription } from './Mutation/confirmNewsletterSubscription.js';
import { createDonation } from './Mutation/createDonation.js';
import { createTwingleCampaignId } from './Mutation/createTwingleCampaignId.js';
import { deleteCalculatorState } from './Mutation/deleteCalculatorState.js';
import { deleteUser } from './Mutation/deleteUser.js';
import { dropUser } from './Mutation/dropUser.js';
import { pauseDonation } from './Mutation/pauseDonation.js';
import { changeAboAmount } from './Mutation/changeAboAmount.js';
import { pauseAbo } from './Mutation/pauseAbo.js';
import { reportFrontendError } from './Mutation/reportFrontendError.js';
import { sendContactEmail } from './Mutation/sendContactEmail.js';
import { subscribeToNewsletter } from './Mutation/subscribeToNewsletter.js';
import { syncEmailFromIdentity } from './Mutation/syncEmailFromIdentity.js';
import { updateAddress } from './Mutation/updateAddress.js';
import { updateCalculatorState } from './Mutation/updateCalculatorState.js';
import { updateOrderMailsEnabled } from './Mutation/updateOrderMailsEnabled.js';
import { updateReceiptMailsEnabled } from './Mutation/updateReceiptMailsEnabled.js';
import { updateProfileCompletionSuppressedAt } from './Mutation/updateProfileCompletionSuppressedAt.js';
import { updateUser } from './Mutation/updateUser.js';
import { Order } from './types/Order.js';
import { OutputDonation } from './types/OutputDonation.js';
import { OutputPlot } from './types/OutputPlot.js';
import { User } from './types/User.js';

/**
 * Every mutation field forgets the request's shared reads before it runs and once it has written (mutation fields
 * run one after another, each answered before the next): neither it nor its answer sees a list read before it wrote.
 */
function forgettingReads<R extends Record<string, Resolver<never, unknown, unknown>>>(mutations: R): R {
  return Object.fromEntries(
    Object.entries(mutations).map(([name, resolve]) => [
      name,
      async (...[parent, args, ctx, ...rest]: [unknown, never, GraphQLContext, ...unknown[]]) => {
        ctx.reads.forget();
        try {
          return await (resolve as (...a: unknown[]) => unknown)(parent, args, ctx, ...rest);
        } finally {
          ctx.reads.forget();
        }
      },
    ]),
  ) as R;
}

/** The resolver map; the rules sit in domain/, these only parse, call a service and shape the answer. */
export const resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  EMail: EMailScalar,
  QuestionId: QuestionIdScalar,
  Query: {
    allCalculatorModelVariants,
    allUsers,
    calculator,
    currentCalculatorModel,
    exactCalculatorModel,
    forests,
    getDonations,
    greeting,
    historyOrders,
    myDataExport,
    paymentIntent,
    plannedOrders,
    receiptOverview,
    teamTask,
    aboByManageLink,
    trees,
    treeGiftCertificate,
    treeGifts,
    user,
  },
  Mutation: forgettingReads({
    changeAboAmount,
    pauseAbo,
    claimTreeGift,
    confirmNewsletterSubscription,
    createDonation,
    createTwingleCampaignId,
    deleteCalculatorState,
    deleteUser,
    dropUser,
    issueAnnualReceipt,
    issueReceipt,
    pauseDonation,
    completeTeamTask,
    reportFrontendError,
    sendContactEmail,
    subscribeToNewsletter,
    syncEmailFromIdentity,
    updateAddress,
    updateCalculatorState,
    updateOrderMailsEnabled,
    updateReceiptMailsEnabled,
    updateProfileCompletionSuppressedAt,
    updateTreeGift,
    updateUser,
  }),
  OutputDonation,
  Order,
  PaymentIntent: { gift: paymentIntentGift },
  OutputPlot,
  User,
};
