import { GUEST_KINDS, GUEST_LIMITS, type GuestKind } from '../../src/core/listing/index.js';
import { HttpError } from '../http/http-error.js';

/**
 * The one definition of a party's limits on the host: the app's own (GUEST_LIMITS, the most
 * each stepper offers). Every route that takes a party and every booking context read for a
 * booking checks against it, so a count the app cannot send is refused with a 400 naming the
 * count, never stored (docs/host/pricing-integrity.md#bounded-counts).
 */
export const partyCountSchema = (kind: GuestKind) =>
  ({ type: 'integer', minimum: 0, maximum: GUEST_LIMITS[kind] }) as const;

export const PARTY_COUNT_SCHEMAS = {
  adultCount: partyCountSchema('adultCount'),
  childCount: partyCountSchema('childCount'),
  infantCount: partyCountSchema('infantCount'),
  petCount: partyCountSchema('petCount'),
} as const;

/** Why a party's counts are out of bounds (the first count that is), or null. Absent counts are fine. */
export const partyLimitProblem = (party: Partial<Record<GuestKind, unknown>>): string | null => {
  for (const kind of GUEST_KINDS) {
    const value = party[kind];
    if (value === undefined || value === null) continue;
    const limit = GUEST_LIMITS[kind];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > limit)
      return `${kind} must be a whole number from 0 to ${limit}`;
  }
  return null;
};

/** A 400 naming the first count beyond the party's limits. */
export const assertPartyWithinLimits = (party: Partial<Record<GuestKind, unknown>>, where = ''): void => {
  const problem = partyLimitProblem(party);
  if (problem) throw new HttpError(400, `${where}${problem}`);
};
