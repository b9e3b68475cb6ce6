import * as t from 'io-ts';
import { Attachment, Itinerary, ItineraryItem } from '../../../core/itinerary/index.js';
import { GroceryItem } from '../../../core/service/index.js';

/** GET /api/itinerary: the guest's trips, filtered by the query (docs/product/calls.md#itineraries). */
export const ItineraryList = t.array(Itinerary, 'ItineraryList');
export type ItineraryList = t.TypeOf<typeof ItineraryList>;

/** GET /api/itinerary/{id}/items. */
export const ItineraryItemList = t.array(ItineraryItem, 'ItineraryItemList');
export type ItineraryItemList = t.TypeOf<typeof ItineraryItemList>;

/** GET /api/{type}/{id}/attachments. */
export const AttachmentList = t.array(Attachment, 'AttachmentList');
export type AttachmentList = t.TypeOf<typeof AttachmentList>;

/** GET /api/grocery-items. */
export const GroceryItemList = t.array(GroceryItem, 'GroceryItemList');
export type GroceryItemList = t.TypeOf<typeof GroceryItemList>;
