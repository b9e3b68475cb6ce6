import { HttpError } from '../http/http-error.js';

/** A concierge's change to a service's price (SPEC 3 "Adjustment"); negative amounts are credits. */
export interface AdjustmentJson {
  adjustmentAmount: number;
  adjustmentReason?: string | null;
}

/** A home's quoted stay price, as the app's ListingPricing codec reads it. */
export interface StayPricingJson {
  totalBaseRate: number;
  pricingFees?: { name?: string | null; amount: number }[];
  taxes?: number | null;
  securityDeposit?: number | null;
}

/** What a quote carries: adjustments for a service, the stay's price for a home. */
export interface QuoteJson {
  adjustments?: AdjustmentJson[];
  pricing?: StayPricingJson;
}

const dollars = { type: 'number', minimum: -1_000_000, maximum: 1_000_000 } as const;
const positiveDollars = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;

export const quoteProperties = {
  adjustments: {
    type: 'array',
    maxItems: 50,
    items: {
      type: 'object',
      required: ['adjustmentAmount'],
      additionalProperties: false,
      properties: {
        adjustmentAmount: dollars,
        adjustmentReason: { type: ['string', 'null'], maxLength: 500 },
      },
    },
  },
  pricing: {
    type: 'object',
    required: ['totalBaseRate'],
    additionalProperties: false,
    properties: {
      totalBaseRate: positiveDollars,
      pricingFees: {
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['amount'],
          additionalProperties: false,
          properties: { name: { type: ['string', 'null'], maxLength: 200 }, amount: positiveDollars },
        },
      },
      taxes: { ...positiveDollars, type: ['number', 'null'] },
      securityDeposit: { ...positiveDollars, type: ['number', 'null'] },
    },
  },
} as const;

export const SERVICE_QUOTE = 'A service is quoted with adjustments: pricing is for homes.';
export const HOME_QUOTE_NEEDS_PRICING = 'pricing is required to quote a home';
export const HOME_QUOTE_NO_ADJUSTMENTS = "A home is quoted with pricing: put any change in the stay's fees.";

/** The columns a quote writes for the item's kind; a quote that does not fit the kind is a 400. */
export const quoteColumns = (
  kind: 'service' | 'listing',
  quote: QuoteJson,
): { column: 'adjustments' | 'estimated_pricing'; value: unknown } | null => {
  if (kind === 'service') {
    if (quote.pricing) throw new HttpError(400, SERVICE_QUOTE);
    return quote.adjustments ? { column: 'adjustments', value: quote.adjustments } : null;
  }
  if (quote.adjustments) throw new HttpError(400, HOME_QUOTE_NO_ADJUSTMENTS);
  if (!quote.pricing) throw new HttpError(400, HOME_QUOTE_NEEDS_PRICING);
  const { totalBaseRate, pricingFees = [], taxes = null, securityDeposit = null } = quote.pricing;
  return { column: 'estimated_pricing', value: { totalBaseRate, pricingFees, taxes, securityDeposit } };
};
