import { CONCIERGE_ROLES } from '../auth/require-concierge.js';
import type { UserRecord } from '../auth/user.js';
import { rolesOf } from '../auth/user.store.js';
import type { Queryable } from '../db/database.js';
import { findLead } from './lead.store.js';

/**
 * A lead and how much of it the caller may see. Lead ids are unguessable objectIds handed out
 * in the guest's link; a link travels (forwarded mail, a shared screen), so only the lead's own
 * guest signed in (or a concierge) sees it whole. Null when there is no such lead; the caller
 * is only asked for once the lead is found.
 */
export const leadForCaller = async (
  db: Queryable,
  leadId: string,
  callerOf: () => Promise<UserRecord | undefined>,
) => {
  const lead = await findLead(db, leadId);
  if (!lead) return null;
  const caller = await callerOf();
  const ownLead =
    caller !== undefined && lead.email !== null && caller.email.toLowerCase() === lead.email.toLowerCase();
  const whole =
    ownLead ||
    (caller !== undefined &&
      (await rolesOf(db, caller.id)).some((role) => (CONCIERGE_ROLES as readonly string[]).includes(role)));
  return { lead, whole };
};
