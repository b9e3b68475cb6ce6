import * as t from 'io-ts';
import { Listing } from '../listing/index.js';
import { Market } from '../market/index.js';
import { IsoDateObject, nullable, struct } from '../shared/index.js';
import { ItineraryUser } from './itinerary-user.entity.js';

/**
 * An itinerary without its items (docs/product/entities.md#itinerary): what an item carries
 * as its `itinerary` and what a reserve answers as updatedItinerary. Kept apart from
 * Itinerary so item and itinerary codecs do not refer to each other. The docs list no id;
 * objectId is the host's id, the one routes use as {itineraryId}. property is the home the
 * trip is built around.
 */
export const ItinerarySummary = struct(
  'ItinerarySummary',
  { objectId: t.string },
  {
    itineraryName: nullable(t.string),
    market: nullable(Market),
    user: nullable(ItineraryUser),
    property: nullable(Listing),
    arrivalDate: nullable(IsoDateObject),
    departureDate: nullable(IsoDateObject),
  },
);
export type ItinerarySummary = t.TypeOf<typeof ItinerarySummary>;

/** The trip's dates as plain ISO strings, the form the itinerary date rules take. */
export const itineraryDates = (
  itinerary: ItinerarySummary,
): { readonly arrivalDate: string | null; readonly departureDate: string | null } => ({
  arrivalDate: itinerary.arrivalDate?.iso ?? null,
  departureDate: itinerary.departureDate?.iso ?? null,
});
