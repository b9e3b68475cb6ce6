import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';
import { RESERVE_ERROR_TYPES } from './reserve-error.rule.js';

/**
 * Which part of a booking stopped a reserve (docs/product/flows.md#reserve-error-types), as
 * listed in reserve-error.rule.ts.
 */
export const ReserveErrorType = oneOf(RESERVE_ERROR_TYPES);
export type ReserveErrorType = t.TypeOf<typeof ReserveErrorType>;
