import { forbidden, unauthenticated } from '../errors.js';
import type { Identity } from '../ports.js';

export const ADMIN_GROUP = 'admin';

export function requireViewer(viewer: Identity | null): Identity {
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireAdmin(viewer: Identity | null): Identity {
  const v = requireViewer(viewer);
  if (!v.groups.includes(ADMIN_GROUP)) throw forbidden();
  return v;
}
