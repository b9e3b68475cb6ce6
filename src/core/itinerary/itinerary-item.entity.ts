import * as t from 'io-ts';
import { ItemPricing } from '../pricing/item-pricing.entity.js';
import { PromoCode } from '../promo/promo-code.entity.js';
import { ItemDescriptors } from '../service/item-descriptors.entity.js';
import { ItemField } from '../service/item-field.entity.js';
import { SiteSection } from '../service/site-section.entity.js';
import { TimeSlot } from '../service/time-slot.entity.js';
import { IsoDateString } from '../shared/iso-date.js';
import { nullable, withDefault } from '../shared/optional.js';
import { struct } from '../shared/struct.js';
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
