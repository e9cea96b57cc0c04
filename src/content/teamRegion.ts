import { teamRegionOf, type TeamRegion } from '../../server/core/domain/teamTasks/teamRegion';
import { OPERATOR } from './operator';

/**
 * The Land whose holidays the team keeps, for the day the pages promise („spätestens am …“): TEAM_REGION as the build
 * had it (vite.config.ts hands it to the bundle, as the server reads it at start), else the Land of the operator's
 * address — as the server counts the task's due day. A value the server would refuse counts the nationwide holidays
 * here; the server does not start with it.
 */
export const TEAM_REGION: TeamRegion | null = (() => {
  try {
    return teamRegionOf(import.meta.env.TEAM_REGION, OPERATOR);
  } catch {
    return null;
  }
})();
