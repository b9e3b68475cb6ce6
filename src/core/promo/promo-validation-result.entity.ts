import * as O from 'fp-ts/lib/Option.js';
import * as t from 'io-ts';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/** A promo code's validation: isError and errorMessage (docs/product/calls.md#services-and-misc). */
export const PromoValidationResult = struct(
  'PromoValidationResult',
  { isError: t.boolean },
  { errorMessage: nullable(t.string) },
);
export type PromoValidationResult = t.TypeOf<typeof PromoValidationResult>;

/**
 * A result with isError true shows its errorMessage
 * (docs/product/validation.md#lead-partner-and-promo-checks); a valid one shows nothing.
 */
export const promoValidationError = (result: PromoValidationResult): O.Option<string> =>
  result.isError ? O.some(result.errorMessage ?? '') : O.none;
