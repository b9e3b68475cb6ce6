import { type StayPricingJson, stayPricingSchema } from '../catalog/stay-pricing-schema.js';
import type { ItemKind, StoredAdjustment } from '../db/rows/trips.js';
import { HttpError } from '../http/http-error.js';

/** A home's quoted stay price: a stay's price that names its base rate. */
export type QuotedStayPricing = StayPricingJson & { totalBaseRate: number };

/** What a quote carries: adjustments for a service, the stay's price for a home. */
export interface QuoteJson {
  adjustments?: StoredAdjustment[];
  pricing?: QuotedStayPricing;
}

/** No single quote line (an adjustment, a rate, a fee) goes beyond a million dollars either way. */
export const MAX_QUOTE_DOLLARS = 1_000_000;

const dollars = { type: 'number', minimum: -MAX_QUOTE_DOLLARS, maximum: MAX_QUOTE_DOLLARS } as const;
const stayPrice = stayPricingSchema(MAX_QUOTE_DOLLARS);

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
  // Unlike a guest's estimate, a quote must name the base rate.
  pricing: {
    ...stayPrice,
    required: ['totalBaseRate'],
    properties: {
      ...stayPrice.properties,
      totalBaseRate: { ...stayPrice.properties.totalBaseRate, type: 'number' },
    },
  },
} as const;

export const SERVICE_QUOTE = 'A service is quoted with adjustments: pricing is for homes.';
export const HOME_QUOTE_NEEDS_PRICING = 'pricing is required to quote a home';
export const HOME_QUOTE_NO_ADJUSTMENTS = "A home is quoted with pricing: put any change in the stay's fees.";

/** The column a quote writes for the item's kind (both owned by the concierge alone); a quote that does not fit the kind is a 400. */
export const quoteColumns = (
  kind: ItemKind,
  quote: QuoteJson,
): { column: 'adjustments' | 'concierge_quote'; value: unknown } | null => {
  if (kind === 'service') {
    if (quote.pricing) throw new HttpError(400, SERVICE_QUOTE);
    return quote.adjustments ? { column: 'adjustments', value: quote.adjustments } : null;
  }
  if (quote.adjustments) throw new HttpError(400, HOME_QUOTE_NO_ADJUSTMENTS);
  if (!quote.pricing) throw new HttpError(400, HOME_QUOTE_NEEDS_PRICING);
  const { totalBaseRate, pricingFees = [], taxes = null, securityDeposit = null } = quote.pricing;
  // The quote is the concierge's own column: the guest's estimate (estimated_pricing) is theirs
  // to rewrite and never what a reserve charges (docs/host/pricing-integrity.md).
  return { column: 'concierge_quote', value: { totalBaseRate, pricingFees, taxes, securityDeposit } };
};
