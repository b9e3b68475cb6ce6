import { formatUsd } from '../../src/core/formatting/index.js';
import type { PricingReliability, PricingSetting } from '../../src/core/listing/index.js';
import { type Cents, cents, nightsOf, sumCents, weekdayOf } from '../../src/core/shared/index.js';
import type { HomeFee } from './home.store.js';
import type { StayPricingJson } from './stay-pricing-schema.js';

/**
 * The reliability of each pricing setting
 * (docs/host/decisions.md#homes-availability-and-prices): Streamline, Escapia, Track and
 * Expedia price live in the manager's own system (exact); a cached price may have moved since
 * (expected); an average price is only a typical rate (estimated).
 */
export const RELIABILITY_BY_PRICING_SETTING: Record<
  PricingSetting,
  Exclude<PricingReliability, 'unknown'>
> = {
  'Streamline Instant Pricing': 'exact',
  'Escapia Instant Pricing': 'exact',
  'Track Instant Pricing': 'exact',
  'Expedia Instant Pricing': 'exact',
  'Cached Pricing': 'expected',
  'Average Price': 'estimated',
};

export interface HomeRates {
  nightly_rate_cents: number;
  weekend_uplift_percent: number;
  security_deposit_cents: number;
  tax_rate_bps: number;
  fees: readonly HomeFee[];
}

export interface StayQuote {
  nights: number;
  totalBaseRate: Cents;
  fees: { name: string; amount: Cents }[];
  taxes: Cents;
  securityDeposit: Cents;
  averageNightlyRate: Cents;
}

/** Friday and Saturday nights: the nights before a day off. */
export const isWeekendNight = (day: string): boolean => {
  const weekday = weekdayOf(day);
  return weekday === 5 || weekday === 6;
};

/**
 * The price of a stay in cents: each night at the nightly rate, weekend nights uplifted;
 * the fees that apply (pet fees only with pets, once per pet); lodging tax on rate and fees at the
 * market's rate; the refundable deposit apart. Each amount is rounded once, to the cent.
 */
export const quoteStay = (
  rates: HomeRates,
  stay: { startDate: string; endDate: string; petCount: number },
): StayQuote => {
  const weekendRate = cents((rates.nightly_rate_cents * (100 + rates.weekend_uplift_percent)) / 100);
  const nights = nightsOf(stay.startDate, stay.endDate);
  const totalBaseRate = sumCents(
    nights.map((night) => (isWeekendNight(night) ? weekendRate : cents(rates.nightly_rate_cents))),
  );
  // A pet fee is charged per pet (docs/host/pricing-integrity.md#pets-and-infants): two dogs
  // are two fees. Infants are free and do not count as guests.
  const fees = rates.fees
    .filter((fee) => fee.charged === 'stay' || stay.petCount > 0)
    .map((fee) => ({
      name: fee.name,
      amount: cents(fee.charged === 'pets' ? fee.amount_cents * stay.petCount : fee.amount_cents),
    }));
  const taxable = totalBaseRate + sumCents(fees.map((fee) => fee.amount));
  return {
    nights: nights.length,
    totalBaseRate,
    fees,
    taxes: cents((taxable * rates.tax_rate_bps) / 10_000),
    securityDeposit: cents(rates.security_deposit_cents),
    averageNightlyRate: cents(totalBaseRate / Math.max(1, nights.length)),
  };
};

/**
 * The line under a price (averageBaseRateDescription,
 * docs/product/entities.md#instant-pricing), e.g. "$1,250 avg/night".
 */
export const averageRateDescription = (
  averageNightlyRate: Cents,
  reliability: Exclude<PricingReliability, 'unknown'>,
): string => {
  const rate = `${formatUsd(averageNightlyRate, { withCents: false })} avg/night`;
  return reliability === 'estimated' ? `About ${rate}` : rate;
};

const dollars = (amount: Cents) => amount / 100;

/**
 * The instant price of docs/product/entities.md#instant-pricing (decoded by the core's
 * InstantPricing codec), amounts in dollars.
 */
export const toInstantPricing = (quote: StayQuote, setting: PricingSetting) => {
  const reliability = RELIABILITY_BY_PRICING_SETTING[setting];
  return {
    reliability,
    averageBaseRateDescription: averageRateDescription(quote.averageNightlyRate, reliability),
    errorMessage: null,
    pricing: {
      totalBaseRate: dollars(quote.totalBaseRate),
      pricingFees: quote.fees.map((fee) => ({ name: fee.name, amount: dollars(fee.amount) })),
      taxes: dollars(quote.taxes),
      securityDeposit: dollars(quote.securityDeposit),
    } satisfies StayPricingJson,
  };
};
