import type { Resolver } from '../resolver.js';

/** The viewer's own data only: the service is handed the signed-in user, never an id from the request. */
export const myDataExport: Resolver = async (_p, _args, ctx) => ctx.services.dataExport.export(await ctx.currentUser());
