import * as t from 'io-ts';
import { InstantPricing, Listing } from '../listing/index.js';
import { ListingPricing } from '../pricing/index.js';
import { ItemField } from '../service/index.js';
import { Count, IsoDateString, nullable, struct, withDefault } from '../shared/index.js';
import { ItemStatus } from './item-status.entity.js';
import { ItinerarySummary } from './itinerary-summary.entity.js';

/**
 * A home on an itinerary (docs/product/entities.md#listing-item). checkInDate and
 * checkOutDate are what the guest chose; startDate and endDate what the host stored for the
 * itinerary. The docs do not name the home itself: `listing` carries it when the host embeds
 * it.
 */
export const ListingItem = struct(
  'ListingItem',
  { objectId: t.string, status: ItemStatus, fields: withDefault(t.array(ItemField), () => []) },
  {
    startDate: nullable(IsoDateString),
    endDate: nullable(IsoDateString),
    isDateSelected: nullable(t.boolean),
    checkInDate: nullable(IsoDateString),
    checkOutDate: nullable(IsoDateString),
    adultCount: nullable(Count),
    childCount: nullable(Count),
    infantCount: nullable(Count),
    petCount: nullable(Count),
    estimatedItemPricing: nullable(ListingPricing),
    instantPricing: nullable(InstantPricing),
    instantPriceFailed: nullable(t.boolean),
    /** What the host charged when the stay was reserved, promo codes taken off, in dollars. */
    reservedTotal: nullable(t.number),
    itinerary: nullable(ItinerarySummary),
    listing: nullable(Listing),
  },
);
export type ListingItem = t.TypeOf<typeof ListingItem>;
