import type { Resolver } from '../resolver.js';

/** The viewer's own gifts only: the service gets the signed-in user, never an id from the request. */
export const receiptOverview: Resolver = async (_p, _args, ctx) => {
  const user = await ctx.currentUser();
  const [gifts, years] = await Promise.all([ctx.services.receipts.gifts(user), ctx.services.receipts.years(user)]);
  const a = user.address;
  const addressComplete = Boolean(
    user.firstName.trim() && user.lastName.trim() && a?.street?.trim() && a.zip?.trim() && a.place?.trim(),
  );
  return {
    // Relay ids are global: the order id alone is already its Order's (Relay merged the two records).
    gifts: gifts.map((g) => ({ ...g, id: `ReceiptGift:${g.orderId}` })),
    years: years.map((y) => ({ ...y, id: `ReceiptYear:${y.year}` })),
    addressComplete,
  };
};
