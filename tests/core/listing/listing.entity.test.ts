import { describe, expect, it } from 'vitest';
import { BookingSetting } from '../../../src/core/listing/booking-setting.entity.js';
import { BOOKING_SETTINGS } from '../../../src/core/listing/booking-setting.rule.js';
import {
  Listing,
  listingDestinationName,
  listingNightlyFrom,
} from '../../../src/core/listing/listing.entity.js';
import { PricingSetting } from '../../../src/core/listing/pricing-setting.entity.js';
import { PRICING_SETTINGS } from '../../../src/core/listing/pricing-setting.rule.js';
import { SimilarListing } from '../../../src/core/listing/similar-listing.entity.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { listing } from '../arbitraries/listing.js';
import { listingSample } from '../arbitraries/samples.js';

describe('Listing', () => {
  it('Listing: accepts primaryDestination.name, primaryDestinationName, bookingSetting, pricingSetting', () => {
    const home = decoded(Listing, listingSample);
    expect(home.primaryDestination?.name).toBe('Vail');
    expect(home.bookingSetting).toBe('Streamline Instant Booking');
    expect(home.pricingSetting).toBe('Streamline Instant Pricing');
    expect(home.latLngLocation).toEqual({ lat: 39.6403, lng: -106.3742 });
  });

  it('Listing: only objectId is required', () => {
    expect(decoded(Listing, { objectId: 'lst_1' })).toEqual({ objectId: 'lst_1' });
  });

  it('Listing: the destination name comes from primaryDestination, else primaryDestinationName', () => {
    expect(listingDestinationName(decoded(Listing, { objectId: 'l', primaryDestinationName: 'Aspen' }))).toBe(
      'Aspen',
    );
    expect(
      listingDestinationName(decoded(Listing, { objectId: 'l', primaryDestination: null })),
    ).toBeUndefined();
  });

  it('Listing: a booking setting outside the six is refused at bookingSetting', () => {
    expectRejectedAt(
      Listing,
      { objectId: 'l', bookingSetting: 'streamline instant booking' },
      'bookingSetting',
    );
  });

  it('Listing: primaryDestination without a name is refused at primaryDestination.name', () => {
    expectRejectedAt(Listing, { objectId: 'l', primaryDestination: {} }, 'primaryDestination.name');
  });

  it("the host's extras: the nightly rate gives the from price in cents, unmet terms the misses", () => {
    const home = decoded(Listing, {
      objectId: 'l',
      nightlyRate: 1250.5,
      unmetTerms: ['petsAllowed', 'guests'],
    });
    expect(home.nightlyRate).toBe(1250.5);
    expect(listingNightlyFrom(home)).toBe(125_050);
    expect(home.unmetTerms).toEqual(['petsAllowed', 'guests']);
    expect(listingNightlyFrom(decoded(Listing, { objectId: 'l' }))).toBeNull();
  });

  it('an odd extra costs the home its price or reason, never the search', () => {
    for (const nightlyRate of ['lots', -5, 0, Number.NaN, null, {}]) {
      const home = decoded(Listing, { objectId: 'l', nightlyRate });
      expect(home.nightlyRate).toBeNull();
      expect(listingNightlyFrom(home)).toBeNull();
    }
    expect(
      decoded(Listing, { objectId: 'l', unmetTerms: ['guests', 3, null, 'minRooms'] }).unmetTerms,
    ).toEqual(['guests', 'minRooms']);
    expect(decoded(Listing, { objectId: 'l', unmetTerms: 'guests' }).unmetTerms).toBeNull();
  });

  it('Listing: random JSON never throws, and valid homes round-trip', () => {
    expectNeverThrows(Listing, listing);
    expectRoundTrip(Listing, listing);
  });
});

describe('Booking and pricing settings', () => {
  it('Booking settings: the six exact strings of the rule decode', () => {
    for (const setting of BOOKING_SETTINGS) expect(decoded(BookingSetting, setting)).toBe(setting);
  });

  it('Pricing settings: the six exact strings of the rule decode', () => {
    for (const setting of PRICING_SETTINGS) expect(decoded(PricingSetting, setting)).toBe(setting);
  });

  it('Pricing settings: a near miss is refused at pricingSetting', () => {
    expectRejectedAt(Listing, { objectId: 'l', pricingSetting: 'Average Pricing' }, 'pricingSetting');
  });
});

describe('Similar listings', () => {
  it('GET /api/listing/{id}/similar: a home with its instant price decodes', () => {
    const similar = decoded(SimilarListing, {
      ...listingSample,
      instantPricing: { reliability: 'expected', averageBaseRateDescription: '$900 / night' },
    });
    expect(similar.instantPricing?.reliability).toBe('expected');
  });

  it('similar listing: objectId suffices', () => {
    expect(decoded(SimilarListing, { objectId: 'l' })).toEqual({ objectId: 'l' });
  });

  it('similar listing: a bad instant price is named', () => {
    expectRejectedAt(
      SimilarListing,
      { objectId: 'l', instantPricing: { reliability: 3 } },
      'instantPricing.reliability',
    );
  });
});
