import { describe, expect, it } from 'vitest';
import { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { listingItem } from '../arbitraries/listing-item.js';
import { listingItemSample } from '../arbitraries/samples.js';

describe('Listing item', () => {
  it('Listing item: accepts checkInDate/checkOutDate and counts', () => {
    const item = decoded(ListingItem, listingItemSample);
    expect([item.checkInDate, item.checkOutDate]).toEqual(['2026-02-07', '2026-02-14']);
    expect([item.adultCount, item.childCount, item.infantCount, item.petCount]).toEqual([4, 2, 0, 1]);
  });

  it('Listing item: accepts estimatedItemPricing, instantPricing, instantPriceFailed and itinerary', () => {
    const item = decoded(ListingItem, listingItemSample);
    expect(item.estimatedItemPricing?.pricingFees[0]?.amount).toBe(450);
    expect(item.instantPricing?.reliability).toBe('exact');
    expect(item.instantPriceFailed).toBe(false);
    expect(item.itinerary?.objectId).toBe('itn_42');
  });

  it('Listing item: objectId and status suffice; fields default to none', () => {
    expect(decoded(ListingItem, { objectId: 'lit_1', status: 'draft' })).toEqual({
      objectId: 'lit_1',
      status: 'draft',
      fields: [],
    });
  });

  it('Instant pricing failure: reliability unknown with instantPriceFailed true decodes', () => {
    const item = decoded(ListingItem, {
      objectId: 'lit_1',
      status: 'draft',
      instantPricing: {
        reliability: 'unknown',
        averageBaseRateDescription: '',
        errorMessage: 'Home is unavailable - Bad request',
      },
      instantPriceFailed: true,
    });
    expect(item.instantPricing?.reliability).toBe('unknown');
  });

  it('Listing item: a fractional guest count is refused at adultCount', () => {
    expectRejectedAt(ListingItem, { ...listingItemSample, adultCount: 2.5 }, 'adultCount');
  });

  it('Listing item: a count sent as text is refused at petCount', () => {
    expectRejectedAt(ListingItem, { ...listingItemSample, petCount: '1' }, 'petCount');
  });

  it('Listing item: an unknown reliability is refused at instantPricing.reliability', () => {
    expectRejectedAt(
      ListingItem,
      { ...listingItemSample, instantPricing: { reliability: 'certain' } },
      'instantPricing.reliability',
    );
  });

  it('Listing item: a bad check-in date is refused at checkInDate', () => {
    expectRejectedAt(ListingItem, { ...listingItemSample, checkInDate: '07/02/2026' }, 'checkInDate');
  });

  it('Listing item: random JSON never throws through decode', () => {
    expectNeverThrows(ListingItem, listingItem);
  });

  it('Listing item: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(ListingItem, listingItem);
  });
});
