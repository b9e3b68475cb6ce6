import * as t from 'io-ts';
import { ItemPriceEntry } from '../../../core/pricing/item-price-entry.entity.js';

/** POST .../item/{itemId}/pricing answers the price entries as stored (SPEC 7 "-> price entries"). */
export const ItemPriceEntryList = t.array(ItemPriceEntry, 'ItemPriceEntryList');
export type ItemPriceEntryList = t.TypeOf<typeof ItemPriceEntryList>;
