import fc from 'fast-check';
import type { SearchTerms } from '../../../src/core/catalog/search-terms.entity.js';
import { count, degrees, few, id, isoDate, orNull, struct, text } from './primitives.js';

export const searchTerms: fc.Arbitrary<SearchTerms> = struct(
  {},
  {
    destination: orNull(text),
    categoryIds: orNull(few(id)),
    startDate: orNull(isoDate),
    endDate: orNull(isoDate),
    keywords: orNull(text),
    adultCount: orNull(count),
    childCount: orNull(count),
    infantCount: orNull(count),
    petCount: orNull(count),
    isInstantBooking: orNull(fc.boolean()),
    north: orNull(degrees),
    west: orNull(degrees),
    south: orNull(degrees),
    east: orNull(degrees),
    minRooms: orNull(count),
    minBathrooms: orNull(count.map((n) => n / 2)),
    amenities: orNull(few(fc.constantFrom('pool', 'hot tub', 'wifi', 'ski-in/ski-out'))),
    petsAllowed: orNull(fc.boolean()),
    eventsAllowed: orNull(fc.boolean()),
  },
);
