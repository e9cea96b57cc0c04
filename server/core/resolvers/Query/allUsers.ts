import { requireAdmin } from '../../domain/auth.js';
import type { Resolver } from '../resolver.js';

export const allUsers: Resolver = (_p, _args, { viewer, services }) => {
  requireAdmin(viewer);
  return services.users.list();
};
