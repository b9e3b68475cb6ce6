import fc from 'fast-check';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import type { BookingState } from '../../../src/core/booking/booking-state.entity.js';
import type { ComputedValidationState } from '../../../src/core/booking/computed-validation-state.entity.js';
import { BOOKING_ITEM_TYPES } from '../../../src/core/booking-terms/booking-item-type.entity.js';
import { timeSlot } from './itinerary.js';
import { clientLead } from './lead.js';
import { listingPricing } from './listing.js';
import { productLine } from './market.js';
import { itemPriceEntry } from './pricing.js';
import { count, few, id, isoDateString, jsonObject, orNull, struct, text } from './primitives.js';
import { promoCode } from './promo.js';

const address = struct(
  {},
  {
    line1: orNull(text),
    line2: orNull(text),
    city: orNull(text),
    state: orNull(text),
    postalCode: orNull(fc.stringMatching(/^\d{5}$/)),
    country: orNull(fc.constantFrom('US', 'CA', 'GB')),
  },
);

export const billingDetails = struct(
  {},
  { name: orNull(text), email: orNull(fc.emailAddress()), phone: orNull(text), address: orNull(address) },
);

export const bookingState: fc.Arbitrary<BookingState> = struct(
  {},
  {
    cardId: orNull(id),
    billingDetails: orNull(billingDetails),
    itemStartDate: orNull(isoDateString),
    itemEndDate: orNull(isoDateString),
    itemTimeSlot: orNull(timeSlot),
    itineraryItemBooking: orNull(jsonObject),
    itineraryItemPricing: orNull(few(itemPriceEntry)),
    itineraryName: orNull(text),
    lead: orNull(clientLead),
    leadId: orNull(id),
    pmId: orNull(id),
    pricingFields: orNull(fc.array(jsonObject, { maxLength: 3 })),
    estimatedPricing: orNull(listingPricing),
    productLine: orNull(productLine),
    promoCodes: orNull(few(promoCode)),
    referringServiceId: orNull(id),
    didConfirmTerms: orNull(fc.boolean()),
    confirmedTermsMethod: orNull(fc.constantFrom('checkbox', 'signature')),
    adultCount: orNull(count),
    childCount: orNull(count),
    infantCount: orNull(count),
    petCount: orNull(count),
    contextIds: orNull(few(id)),
  },
);

export const computedValidationState: fc.Arbitrary<ComputedValidationState> = struct(
  {},
  {
    isValid: orNull(fc.boolean()),
    errors: orNull(
      struct(
        {},
        {
          fieldValues: orNull(text),
          promoCodes: orNull(text),
          dates: orNull(text),
          card: orNull(text),
          booking: orNull(text),
        },
      ),
    ),
  },
);

export const bookingContext: fc.Arbitrary<BookingContext> = struct(
  { objectId: id, itemId: id, itemType: fc.constantFrom(...BOOKING_ITEM_TYPES), bookingState },
  { computedValidationState: orNull(computedValidationState) },
);
