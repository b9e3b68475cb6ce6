import type { TripItemsReader } from '../trips/itinerary-json.js';
import { loadServiceItemRows } from './service-items/service-item.store.js';
import { serviceItemsJson } from './service-items/service-item-json.js';

/**
 * The items a trip's answer lists: its live service items, in the same JSON the item calls
 * answer (a trip's homes are read by their own calls). The app hands this to the trip routes,
 * since the trips sit below the items and may not import them.
 */
export const tripItems: TripItemsReader = async (db, summaries, media) =>
  serviceItemsJson(
    db,
    await loadServiceItemRows(db, { itineraryIds: [...summaries.keys()] }),
    summaries,
    media,
  );
