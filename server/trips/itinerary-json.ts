import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import type { MediaUrl } from '../media/media-url.js';
import { ITINERARY_NOT_FOUND } from './itinerary-access.js';
import { type ItinerarySummaryJson, loadItinerarySummaries } from './itinerary-summary-json.js';

/**
 * The JSON of trips and their service items, as the app decodes them with the core's
 * Itinerary and ItineraryItem codecs (src/core/itinerary). The item calls answer with the
 * same item and summary JSON, so an item looks the same whichever call returns it.
 */

/** An item as a trip's JSON lists it: the items' own JSON, placed by the trip it is on. */
export interface TripItemJson extends Record<string, unknown> {
  itinerary: Pick<ItinerarySummaryJson, 'objectId'> | null;
}

/**
 * The live items of the trips summarised, answered by the area that keeps them
 * (server/itinerary-items). The items sit a floor above the trips and import them, so the app
 * hands this reader to the trip routes instead of the trips importing the items back.
 */
export type TripItemsReader = (
  db: Queryable,
  summaries: ReadonlyMap<string, ItinerarySummaryJson>,
  media: MediaUrl,
) => Promise<readonly TripItemJson[]>;

export interface ItineraryJson extends ItinerarySummaryJson {
  items: TripItemJson[];
}

// Stored image paths are relative (/media/...): kept so unless a caller maps them to a host.
const relative: MediaUrl = (path) => path;

/** Several trips with their live service items, in the order of `itineraryIds`. */
export const itinerariesJson = async (
  db: Queryable,
  itineraryIds: readonly string[],
  itemsOf: TripItemsReader,
  media: MediaUrl = relative,
): Promise<ItineraryJson[]> => {
  const summaries = await loadItinerarySummaries(db, itineraryIds, media);
  const items = await itemsOf(db, summaries, media);
  return itineraryIds.flatMap((id) => {
    const summary = summaries.get(id);
    if (!summary) return [];
    return [{ ...summary, items: items.filter((item) => item.itinerary?.objectId === id) }];
  });
};

/** One trip with its items (market, itineraryName, property, arrival/departure {iso}, user); 404 if unknown. */
export const itineraryJson = async (
  db: Queryable,
  itineraryId: string,
  itemsOf: TripItemsReader,
  media: MediaUrl = relative,
): Promise<ItineraryJson> => {
  const [itinerary] = await itinerariesJson(db, [itineraryId], itemsOf, media);
  if (!itinerary) throw new HttpError(404, ITINERARY_NOT_FOUND);
  return itinerary;
};

/** The trip without its items, as an item or a booking answer carries it; 404 if unknown. */
export const itinerarySummaryJson = async (
  db: Queryable,
  itineraryId: string,
  media: MediaUrl = relative,
): Promise<ItinerarySummaryJson> => {
  const summary = (await loadItinerarySummaries(db, [itineraryId], media)).get(itineraryId);
  if (!summary) throw new HttpError(404, ITINERARY_NOT_FOUND);
  return summary;
};
