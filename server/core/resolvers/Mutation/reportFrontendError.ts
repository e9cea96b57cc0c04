import type { FrontendErrorInput } from '../../domain/frontendErrors/service.js';
import type { Resolver } from '../resolver.js';

/** Open to guests: errors happen before sign-in too. The reporter is recorded when known. */
export const reportFrontendError: Resolver<{ frontendError: FrontendErrorInput }> = async (_p, args, ctx) => {
  await ctx.limit(['frontendErrorPerIp', ctx.clientIp]);
  await ctx.services.frontendErrors.report(args.frontendError, ctx.viewer?.sub ?? null);
  return true;
};
