import fc from 'fast-check';
import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/item-status.rule.js';
import type { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { ItinerarySummary } from '../../../src/core/itinerary/itinerary-summary.entity.js';
import { DATE_FIELD_TYPES } from '../../../src/core/service/date-field-type.entity.js';
import type { ItemDescriptors } from '../../../src/core/service/item-descriptors.entity.js';
import type { ItemField } from '../../../src/core/service/item-field.entity.js';
import { SITE_SECTIONS } from '../../../src/core/service/site-section.entity.js';
import type { TimeSlot } from '../../../src/core/service/time-slot.entity.js';
import { listing } from './listing.js';
import { market } from './market.js';
import { itemPricing, servicePricingConfig } from './pricing.js';
import { few, id, isoDateString, isoDateTime, orNull, struct, text, wireJson } from './primitives.js';
import { promoCode } from './promo.js';

export const itemStatus = fc.constantFrom(...ITEM_STATUS_ORDER);

export const timeSlot: fc.Arbitrary<TimeSlot> = struct(
  { start: isoDateTime, end: isoDateTime },
  { isNoPreference: orNull(fc.boolean()) },
);

export const itemField: fc.Arbitrary<ItemField> = struct(
  { id, type: fc.constantFrom('text', 'number', 'grocery_list', 'date') },
  {
    displayValue: orNull(text),
    value: orNull(struct({ content: wireJson }, { type: orNull(text) })),
    name: orNull(text),
  },
);

export const descriptors: { [K in keyof Required<ItemDescriptors>]: fc.Arbitrary<ItemDescriptors[K]> } = {
  bookingLeadTimeDuration: orNull(fc.nat({ max: 60 * 24 * 14 })),
  cancellation: orNull(text),
  coordinationFee: orNull(fc.nat({ max: 30 })),
  description: orNull(text),
  duration: orNull(text),
  guestRequirements: orNull(text),
  images: orNull(few(fc.webUrl())),
  included: orNull(text),
  messages: orNull(few(text)),
  name: orNull(text),
  notes: orNull(text),
  notesFromConcierge: orNull(text),
  serviceDateName: orNull(text),
  servicePricingConfig: orNull(servicePricingConfig),
  startingFrom: orNull(fc.nat({ max: 100_000 })),
  tagline: orNull(text),
  testimonial: orNull(text),
  timeSlots: orNull(few(timeSlot)),
  timeSlotName: orNull(text),
  timeZoneName: orNull(fc.constantFrom('America/Denver', 'America/New_York', 'UTC')),
  dateFieldType: orNull(fc.constantFrom(...DATE_FIELD_TYPES)),
  serviceKey: orNull(fc.constantFrom('property_rental', 'yacht_rental', 'chef', 'spa')),
};

const isoObject = fc.record({ iso: isoDateString });

export const itinerarySummary: fc.Arbitrary<ItinerarySummary> = struct(
  { objectId: id },
  {
    itineraryName: orNull(text),
    market: orNull(market),
    user: orNull(struct({ objectId: id }, { fullName: orNull(text) })),
    property: orNull(listing),
    arrivalDate: orNull(isoObject),
    departureDate: orNull(isoObject),
  },
);

export const itineraryItem: fc.Arbitrary<ItineraryItem> = struct(
  { id, status: itemStatus, fields: few(itemField), promoCodes: few(promoCode) },
  {
    serviceId: orNull(id),
    startDate: orNull(isoDateString),
    endDate: orNull(isoDateString),
    isDateSelected: orNull(fc.boolean()),
    selectedTimeSlot: orNull(timeSlot),
    pricing: orNull(itemPricing),
    itinerary: orNull(itinerarySummary),
    backgroundImageUrl: orNull(fc.webUrl()),
    serviceIsBookable: orNull(fc.boolean()),
    serviceSiteSection: orNull(fc.constantFrom(...SITE_SECTIONS)),
    ...descriptors,
  },
);

export const itinerary: fc.Arbitrary<Itinerary> = fc
  .tuple(itinerarySummary, few(itineraryItem))
  .map(([summary, items]) => ({ ...summary, items }));
