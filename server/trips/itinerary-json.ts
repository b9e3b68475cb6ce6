import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import {
  type ServiceItemJson,
  serviceItemsJson,
} from '../itinerary-items/service-items/service-item-json.js';
import { loadServiceItemRows } from '../itinerary-items/service-items/service-item-record.js';
import type { MediaUrl } from '../media/media-url.js';
import { ITINERARY_NOT_FOUND } from './itinerary-access.js';
import { type ItinerarySummaryJson, loadItinerarySummaries } from './itinerary-summary-json.js';

/**
 * The JSON of trips and their service items, as the app decodes them with the core's
 * Itinerary and ItineraryItem codecs (src/core/itinerary). The item calls answer with the
 * same item and summary JSON, so an item looks the same whichever call returns it.
 */

export interface ItineraryJson extends ItinerarySummaryJson {
  items: ServiceItemJson[];
}

// Stored image paths are relative (/media/...): kept so unless a caller maps them to a host.
const relative: MediaUrl = (path) => path;

/** Several trips with their live service items, in the order of `itineraryIds`. */
export const itinerariesJson = async (
  db: Queryable,
  itineraryIds: readonly string[],
  media: MediaUrl = relative,
): Promise<ItineraryJson[]> => {
  const summaries = await loadItinerarySummaries(db, itineraryIds, media);
  const rows = await loadServiceItemRows(db, { itineraryIds: [...summaries.keys()] });
  const items = await serviceItemsJson(db, rows, summaries, media);
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
  media: MediaUrl = relative,
): Promise<ItineraryJson> => {
  const [itinerary] = await itinerariesJson(db, [itineraryId], media);
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
