import * as t from 'io-ts';
import { ServicePricingConfig } from '../pricing/index.js';
import { Dollars, nullable, struct } from '../shared/index.js';
import { DateFieldType } from './date-field-type.entity.js';
import { TimeSlot } from './time-slot.entity.js';

/**
 * What an item tells about its service (docs/product/entities.md#itinerary-item); a service
 * carries the same. All optional: services fill in what applies. Decisions where the docs are
 * silent: bookingLeadTimeDuration is in minutes like meetingTimeDuration; coordinationFee is
 * a percentage (docs/product/constants.md#price-totals); startingFrom is in dollars; duration
 * is display text ('3 hours'); images are URLs; messages are display lines.
 */
export const ItemDescriptors = struct(
  'ItemDescriptors',
  {},
  {
    bookingLeadTimeDuration: nullable(t.number),
    cancellation: nullable(t.string),
    coordinationFee: nullable(t.number),
    description: nullable(t.string),
    duration: nullable(t.string),
    guestRequirements: nullable(t.string),
    images: nullable(t.array(t.string)),
    included: nullable(t.string),
    messages: nullable(t.array(t.string)),
    name: nullable(t.string),
    notes: nullable(t.string),
    notesFromConcierge: nullable(t.string),
    serviceDateName: nullable(t.string),
    servicePricingConfig: nullable(ServicePricingConfig),
    startingFrom: nullable(Dollars),
    tagline: nullable(t.string),
    testimonial: nullable(t.string),
    timeSlots: nullable(t.array(TimeSlot)),
    timeSlotName: nullable(t.string),
    timeZoneName: nullable(t.string),
    dateFieldType: nullable(DateFieldType),
    serviceKey: nullable(t.string),
  },
);
export type ItemDescriptors = t.TypeOf<typeof ItemDescriptors>;
