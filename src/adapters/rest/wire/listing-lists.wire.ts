import * as t from 'io-ts';
import { ListingItem } from '../../../core/itinerary/index.js';
import { SimilarListing } from '../../../core/listing/index.js';

/** GET /api/itinerary/{id}/listing-items. */
export const ListingItemList = t.array(ListingItem, 'ListingItemList');
export type ListingItemList = t.TypeOf<typeof ListingItemList>;

/** GET /api/listing/{id}/similar. */
export const SimilarListingList = t.array(SimilarListing, 'SimilarListingList');
export type SimilarListingList = t.TypeOf<typeof SimilarListingList>;
