import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { MISSING_ROLE, requireSignedIn } from './authenticate.js';
import type { UserRecord } from './user.js';
import { rolesOf } from './user.store.js';

/** Who may do concierge work (docs/host/decisions.md#sessions-and-roles). */
export const CONCIERGE_ROLES = ['concierge', 'admin'] as const;

/** The signed-in concierge or admin: 401 when not signed in, 403 without either role. */
export const requireConcierge = async (db: Queryable, request: FastifyRequest): Promise<UserRecord> => {
  const { user } = await requireSignedIn(db, request);
  const roles = await rolesOf(db, user.id);
  if (!CONCIERGE_ROLES.some((role) => roles.includes(role))) throw new HttpError(403, MISSING_ROLE);
  return user;
};
