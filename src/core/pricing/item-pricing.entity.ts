import * as t from 'io-ts';
import { Dollars, nullable, struct, withDefault } from '../shared/index.js';
import { Adjustment } from './adjustment.entity.js';
import { ItemPriceEntry } from './item-price-entry.entity.js';

/**
 * The price of an itinerary item (docs/product/entities.md#pricing: itemId, itemTotal,
 * itemPrice, adjustments).
 */
export const ItemPricing = struct(
  'ItemPricing',
  {
    itemPrice: withDefault(t.array(ItemPriceEntry), () => []),
    adjustments: withDefault(t.array(Adjustment), () => []),
  },
  { itemId: nullable(t.string), itemTotal: nullable(Dollars) },
);
export type ItemPricing = t.TypeOf<typeof ItemPricing>;
