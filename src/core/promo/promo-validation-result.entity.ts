import * as O from 'fp-ts/lib/Option.js';
import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';
import { PromoCode } from './promo-code.entity.js';

/**
 * A promo code's validation: isError and errorMessage (docs/product/calls.md#services-and-misc);
 * an accepted code also comes with the code itself (docs/host/decisions.md#promo-codes), which
 * the booking panel needs to show its discount before it is redeemed.
 */
export const PromoValidationResult = struct(
  'PromoValidationResult',
  { isError: t.boolean },
  { errorMessage: nullable(t.string), ...PromoCode.optional, objectId: nullable(t.string) },
);
export type PromoValidationResult = t.TypeOf<typeof PromoValidationResult>;

/** The code an accepted validation names, or null when the host did not say which (nothing to apply). */
export const acceptedPromoCode = (result: PromoValidationResult): PromoCode | null =>
  !result.isError && result.objectId
    ? {
        objectId: result.objectId,
        name: result.name ?? null,
        kind: result.kind ?? null,
        amount: result.amount ?? null,
        itemType: result.itemType ?? null,
      }
    : null;

/**
 * A result with isError true shows its errorMessage
 * (docs/product/validation.md#lead-partner-and-promo-checks); a valid one shows nothing.
 */
export const promoValidationError = (result: PromoValidationResult): O.Option<string> =>
  result.isError ? O.some(result.errorMessage ?? '') : O.none;
