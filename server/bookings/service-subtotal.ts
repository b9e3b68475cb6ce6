import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { Adjustment, adjustmentsInCents, ServicePricingConfig } from '../../src/core/pricing/index.js';
import { type Cents, cents, sumCents, toCents } from '../../src/core/shared/index.js';

interface PriceChoice {
  pricingHeaderId?: unknown;
  pricingOptionId?: unknown;
  pricingConfigId?: unknown;
  quantity?: unknown;
}

// Stored JSON is ours, but a row written by an older version must not break a redemption.
const decodedOr = <A, F>(codec: t.Type<A, unknown, unknown>, value: unknown, fallback: F): A | F => {
  const result = codec.decode(value);
  return E.isRight(result) ? result.right : fallback;
};

const AdjustmentList = t.array(Adjustment);

/**
 * A service item's subtotal: each chosen price at its config's fixed rate plus its rate per
 * unit times the quantity (one when none was given), plus the concierge's adjustments, never
 * below zero. A choice that no longer maps to the service's pricing adds nothing.
 */
export const serviceSubtotal = (pricingConfig: unknown, choices: unknown, adjustments: unknown): Cents => {
  const pricing = decodedOr(ServicePricingConfig, pricingConfig ?? {}, { configuration: [] });
  const priced = (Array.isArray(choices) ? (choices as PriceChoice[]) : []).map((choice) => {
    const header = pricing.configuration.find((candidate) => candidate.objectId === choice.pricingHeaderId);
    const option = header?.configuration[0]?.pricingOptions.find(
      (candidate) => candidate.objectId === choice.pricingOptionId,
    );
    const config = option?.configs.find((candidate) => candidate.objectId === choice.pricingConfigId);
    if (!config) return cents(0);
    const quantity = typeof choice.quantity === 'number' && choice.quantity >= 0 ? choice.quantity : 1;
    return toCents((config.fixedRate ?? 0) + (config.rate ?? 0) * quantity);
  });
  const adjusted = adjustmentsInCents(decodedOr(AdjustmentList, adjustments, []));
  return cents(Math.max(0, sumCents(priced) + sumCents(adjusted)));
};
