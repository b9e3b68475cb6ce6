import type { AppError } from '../shared/index.js';
import type { PricingReliability } from './pricing-reliability.rule.js';

/**
 * What a failed instant-price call leaves on the listing item
 * (docs/product/flows.md#instant-pricing and docs/product/errors.md#instant-pricing-failure).
 */
export interface InstantPricingFailure {
  readonly reliability: Extract<PricingReliability, 'unknown'>;
  readonly instantPriceFailed: true;
  readonly averageBaseRateDescription: '';
  /** Only for a 400: the host refused these dates or guests, and says why. */
  readonly errorMessage?: string;
}

export const BAD_REQUEST_FALLBACK = 'Home is unavailable - Bad request';

/**
 * Any failure marks the price unknown (docs/product/errors.md#instant-pricing-failure); only
 * a refusal of the request ('rejected': a 400 on the wire) carries a message for the guest,
 * because only then did the host judge the request itself (other failures are ours). The message is the host's own words (hostMessage), never
 * our diagnostic of the failure.
 */
export const instantPricingFailure = (
  error: Pick<AppError, 'kind' | 'hostMessage'>,
): InstantPricingFailure => {
  const failure = {
    reliability: 'unknown',
    instantPriceFailed: true,
    averageBaseRateDescription: '',
  } as const;
  return error.kind === 'rejected'
    ? { ...failure, errorMessage: error.hostMessage || BAD_REQUEST_FALLBACK }
    : failure;
};
