import { describe, expect, it } from 'vitest';
import {
  ListingItemList,
  SimilarListingList,
} from '../../../../src/adapters/rest/wire/listing-lists.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';
import { listingItemSample, listingSample } from '../../../core/arbitraries/samples.js';

describe('listing lists', () => {
  it('GET /api/itinerary/{id}/listing-items decodes', () => {
    const [item] = decoded(ListingItemList, [listingItemSample]);
    expect(item?.estimatedItemPricing?.pricingFees[0]?.amount).toBe(450);
  });

  it('listing-items: a bad reliability is refused at 0.instantPricing.reliability', () => {
    expectRejectedAt(
      ListingItemList,
      [{ ...listingItemSample, instantPricing: { reliability: 'certain' } }],
      '0.instantPricing.reliability',
    );
  });

  it('GET /api/listing/{id}/similar: homes with their instant price decode', () => {
    const similar = { ...listingSample, objectId: 'lst_2', instantPricing: { reliability: 'estimated' } };
    expect(decoded(SimilarListingList, [similar])[0]?.instantPricing?.reliability).toBe('estimated');
  });

  it('similar: an unknown booking setting is refused at 0.bookingSetting', () => {
    expectRejectedAt(
      SimilarListingList,
      [{ ...listingSample, bookingSetting: 'Instant' }],
      '0.bookingSetting',
    );
  });
});
