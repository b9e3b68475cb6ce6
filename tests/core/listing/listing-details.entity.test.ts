import { describe, expect, it } from 'vitest';
import { ListingDetails } from '../../../src/core/listing/listing-details.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe("a home's page answer", () => {
  it('is the listing plus what only its page shows, every extra optional', () => {
    const page = {
      objectId: 'h1',
      name: 'Pine Lodge',
      description: 'Ski in, ski out.',
      amenities: [{ objectId: 'a-tub', name: 'Hot tub' }],
      maxGuests: 8,
      petsAllowed: true,
      eventsAllowed: false,
      isInstantBooking: true,
      minimumStay: 3,
    };
    expect(decoded(ListingDetails, page)).toEqual(page);
    expect(decoded(ListingDetails, { objectId: 'h1' })).toEqual({ objectId: 'h1' });
    expect(
      decoded(ListingDetails, { objectId: 'h1', description: null, amenities: null }).amenities,
    ).toBeNull();
  });

  it('refuses a malformed extra at its own path', () => {
    expectRejectedAt(
      ListingDetails,
      { objectId: 'h1', amenities: [{ name: 'Hot tub' }] },
      'amenities.0.objectId',
    );
    expectRejectedAt(ListingDetails, { objectId: 'h1', maxGuests: -2 }, 'maxGuests');
    expectRejectedAt(ListingDetails, { name: 'No id' }, 'objectId');
  });
});
