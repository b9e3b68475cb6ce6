import type { Queryable } from '../db/database.js';
import { findLeadClaim } from './itinerary.store.js';

/** Whether a lead exists and whether it is the signed-in guest's own. */
export interface LeadClaim {
  readonly exists: boolean;
  readonly theirs: boolean;
}

/**
 * A lead goes onto a trip only for the guest it was made for, known by the same e-mail in
 * any case (docs/host/decisions.md#hardening): a lead link opened while signed in as someone
 * else, or a lead id typed into a request or a booking state, would otherwise hand that
 * guest the lead's trip and details.
 */
export const claimOfLead = async (db: Queryable, leadId: string, userId: string): Promise<LeadClaim> => {
  const lead = await findLeadClaim(db, leadId, userId);
  return { exists: lead !== null, theirs: lead?.theirs === true };
};

/** The lead a new trip may carry: the guest's own, else none. */
export const ownLeadOrNull = async (
  db: Queryable,
  leadId: string | null | undefined,
  userId: string,
): Promise<string | null> => (leadId && (await claimOfLead(db, leadId, userId)).theirs ? leadId : null);
