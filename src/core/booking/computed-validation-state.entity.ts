import * as t from 'io-ts';
import { RESERVE_ERROR_TYPES } from '../booking-terms/index.js';
import { nullable, struct } from '../shared/index.js';

// One message slot per part of a booking that can stop a reserve
// (docs/product/flows.md#reserve-error-types).
const errorProps = Object.fromEntries(RESERVE_ERROR_TYPES.map((type) => [type, nullable(t.string)])) as {
  [K in (typeof RESERVE_ERROR_TYPES)[number]]: ReturnType<typeof nullable<t.StringC>>;
};

/** Messages by reserve error type; a missing or null entry means that part is fine. */
export const ValidationErrors = struct('ValidationErrors', {}, errorProps);
export type ValidationErrors = t.TypeOf<typeof ValidationErrors>;

/**
 * The host's verdict on a booking context (computedValidationState,
 * docs/product/entities.md#booking-context). The docs name no fields: we read it as an
 * overall flag plus messages keyed by reserve error type.
 */
export const ComputedValidationState = struct(
  'ComputedValidationState',
  {},
  { isValid: nullable(t.boolean), errors: nullable(ValidationErrors) },
);
export type ComputedValidationState = t.TypeOf<typeof ComputedValidationState>;
