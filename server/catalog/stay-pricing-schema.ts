/**
 * A stay's price on the wire, in dollars (docs/product/entities.md#pricing, the core's
 * ListingPricing codec): the one shape of the instant price the host quotes, the estimate a
 * guest saves on a listing item and the price a concierge quotes. Each use says what it
 * requires of it.
 */
export interface PricingFeeJson {
  name?: string | null;
  amount: number;
}

export interface StayPricingJson {
  totalBaseRate?: number | null;
  pricingFees?: PricingFeeJson[];
  taxes?: number | null;
  securityDeposit?: number | null;
}

const dollarsUpTo = (maximum: number) => ({ type: 'number', minimum: 0, maximum }) as const;
const orNull = <S extends { type: 'number' }>(schema: S) =>
  ({ ...schema, type: ['number', 'null'] }) as const;

/**
 * The JSON schema of a StayPricingJson whose amounts go from 0 to `maxDollars`, nothing
 * required and nothing else allowed: callers add what their use requires.
 */
export const stayPricingSchema = (maxDollars: number) => {
  const amount = dollarsUpTo(maxDollars);
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      totalBaseRate: orNull(amount),
      pricingFees: {
        type: 'array',
        maxItems: 50,
        items: {
          type: 'object',
          required: ['amount'],
          additionalProperties: false,
          properties: { name: { type: ['string', 'null'], maxLength: 200 }, amount },
        },
      },
      taxes: orNull(amount),
      securityDeposit: orNull(amount),
    },
  } as const;
};
