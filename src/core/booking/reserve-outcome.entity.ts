import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import { RESERVE_OUTCOMES } from './reserve-outcome.rule.js';

/** How a reserve, request or save ended (SPEC 4), as listed in reserve-outcome.rule.ts. */
export const ReserveOutcome = oneOf(RESERVE_OUTCOMES);
export type ReserveOutcome = t.TypeOf<typeof ReserveOutcome>;
