import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';
import { RESERVE_OUTCOMES } from './reserve-outcome.rule.js';

/**
 * How a reserve, request or save ended (docs/product/flows.md#reserve-outcomes), as listed in
 * reserve-outcome.rule.ts.
 */
export const ReserveOutcome = oneOf(RESERVE_OUTCOMES);
export type ReserveOutcome = t.TypeOf<typeof ReserveOutcome>;
