import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import type { ReserveOutcome as ReserveOutcomeName } from './reserve-outcome.rule.js';

/**
 * How a reserve, request or save ended (SPEC 4), in spec order. `satisfies` ties the list
 * to the type reserve-outcome.rule.ts decides with, so the two cannot drift apart.
 */
export const RESERVE_OUTCOMES = [
  'saved',
  'booked',
  'requested',
  'confirmed',
  'confirmed-no-catalog',
  'approved',
] as const satisfies readonly ReserveOutcomeName[];
export const ReserveOutcome = oneOf(RESERVE_OUTCOMES);
export type ReserveOutcome = t.TypeOf<typeof ReserveOutcome>;
