import * as t from 'io-ts';
import { Count, IsoDateString, nullable, struct } from '../shared/index.js';

/**
 * A home search (docs/product/entities.md#search-terms); every term is optional.
 * north/west/south/east are the map's bounding box in degrees; minBathrooms may be
 * fractional (half baths). The one search-terms type: what the address bar carries
 * (UrlSearchTerms) and what the filters panel edits (SearchFilters) derive from it.
 */
export const SearchTerms = struct(
  'SearchTerms',
  {},
  {
    destination: nullable(t.string),
    categoryIds: nullable(t.readonlyArray(t.string)),
    startDate: nullable(IsoDateString),
    endDate: nullable(IsoDateString),
    keywords: nullable(t.string),
    adultCount: nullable(Count),
    childCount: nullable(Count),
    infantCount: nullable(Count),
    petCount: nullable(Count),
    isInstantBooking: nullable(t.boolean),
    north: nullable(t.number),
    west: nullable(t.number),
    south: nullable(t.number),
    east: nullable(t.number),
    minRooms: nullable(Count),
    minBathrooms: nullable(t.number),
    amenities: nullable(t.readonlyArray(t.string)),
    petsAllowed: nullable(t.boolean),
    eventsAllowed: nullable(t.boolean),
  },
);
export type SearchTerms = t.TypeOf<typeof SearchTerms>;
