import fc from 'fast-check';
import { BOOKING_SETTINGS } from '../../../src/core/listing/booking-setting.rule.js';
import type { InstantPricing } from '../../../src/core/listing/instant-pricing.entity.js';
import type { Listing } from '../../../src/core/listing/listing.entity.js';
import { PRICING_RELIABILITY_ORDER } from '../../../src/core/listing/pricing-reliability.rule.js';
import { PRICING_SETTINGS } from '../../../src/core/listing/pricing-setting.rule.js';
import type { ListingPricing } from '../../../src/core/pricing/listing-pricing.entity.js';
import { count, degrees, dollars, few, id, orNull, struct, text } from './primitives.js';

export const listing: fc.Arbitrary<Listing> = struct(
  { objectId: id },
  {
    name: orNull(text),
    primaryDestination: orNull(fc.record({ name: text })),
    primaryDestinationName: orNull(text),
    bookingSetting: orNull(fc.constantFrom(...BOOKING_SETTINGS)),
    pricingSetting: orNull(fc.constantFrom(...PRICING_SETTINGS)),
    images: orNull(few(fc.webUrl())),
    bedrooms: orNull(count),
    bathrooms: orNull(count.map((n) => n / 2)),
    latLngLocation: orNull(fc.record({ lat: degrees, lng: degrees })),
  },
);

export const listingPricing: fc.Arbitrary<ListingPricing> = struct(
  { pricingFees: few(struct({ amount: dollars }, { name: orNull(text) })) },
  { totalBaseRate: orNull(dollars), taxes: orNull(dollars), securityDeposit: orNull(dollars) },
);

export const instantPricing: fc.Arbitrary<InstantPricing> = struct(
  { reliability: fc.constantFrom(...PRICING_RELIABILITY_ORDER) },
  { averageBaseRateDescription: orNull(text), errorMessage: orNull(text), pricing: orNull(listingPricing) },
);
