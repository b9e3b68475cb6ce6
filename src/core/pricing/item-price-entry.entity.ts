import * as t from 'io-ts';
import { Dollars, nullable, struct } from '../shared/index.js';

/**
 * One priced line of an item (docs/product/entities.md#pricing): the pricing config (header),
 * option and option config it uses, how many (hours, days, people) and its total in
 * dollars. The booking state keeps these as itineraryItemPricing (booking-state-pricing.rule.ts).
 */
export const ItemPriceEntry = struct(
  'ItemPriceEntry',
  { pricingHeaderId: t.string, pricingOptionId: t.string, pricingConfigId: t.string },
  { quantity: nullable(t.number), total: nullable(Dollars) },
);
export type ItemPriceEntry = t.TypeOf<typeof ItemPriceEntry>;
