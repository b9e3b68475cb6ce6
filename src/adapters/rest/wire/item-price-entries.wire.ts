import * as t from 'io-ts';
import { ItemPriceEntry } from '../../../core/pricing/index.js';

/**
 * POST .../item/{itemId}/pricing answers the price entries as stored
 * (docs/product/calls.md#itinerary-item-calls).
 */
export const ItemPriceEntryList = t.array(ItemPriceEntry, 'ItemPriceEntryList');
export type ItemPriceEntryList = t.TypeOf<typeof ItemPriceEntryList>;
