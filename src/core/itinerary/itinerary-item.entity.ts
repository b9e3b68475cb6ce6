import * as t from 'io-ts';
import { ItemPricing } from '../pricing/index.js';
import { PromoCode } from '../promo/index.js';
import { ItemDescriptors, ItemField, SiteSection, TimeSlot } from '../service/index.js';
import { IsoDateString, nullable, struct, withDefault } from '../shared/index.js';
import { ItemStatus } from './item-status.entity.js';
import { ItinerarySummary } from './itinerary-summary.entity.js';

/**
 * A service on an itinerary (docs/product/entities.md#itinerary-item), with its service's
 * descriptors inline. fields and promoCodes are always lists inside, however the host leaves
 * them out.
 */
export const ItineraryItem = struct(
  'ItineraryItem',
  {
    id: t.string,
    status: ItemStatus,
    fields: withDefault(t.array(ItemField), () => []),
    promoCodes: withDefault(t.array(PromoCode), () => []),
  },
  {
    serviceId: nullable(t.string),
    startDate: nullable(IsoDateString),
    endDate: nullable(IsoDateString),
    isDateSelected: nullable(t.boolean),
    selectedTimeSlot: nullable(TimeSlot),
    pricing: nullable(ItemPricing),
    itinerary: nullable(ItinerarySummary),
    backgroundImageUrl: nullable(t.string),
    serviceIsBookable: nullable(t.boolean),
    serviceSiteSection: nullable(SiteSection),
    ...ItemDescriptors.optional,
  },
);
export type ItineraryItem = t.TypeOf<typeof ItineraryItem>;
