import * as t from 'io-ts';
import { ClientLead } from '../lead/index.js';
import { ProductLine } from '../market/index.js';
import { BillingDetails } from '../payment/index.js';
import { ItemPriceEntry, ListingPricing } from '../pricing/index.js';
import { PromoCode } from '../promo/index.js';
import { TimeSlot } from '../service/index.js';
import { Count, IsoDateString, nullable, struct } from '../shared/index.js';

/**
 * What a guest has chosen so far for one booking (docs/product/entities.md#booking-state).
 * Every field may be missing or null: the state fills up step by step and
 * docs/product/validation.md#persisted-booking-values falls back to null for a value that was
 * never stored. itineraryItemBooking and pricingFields belong to the booking forms, whose
 * shape the docs do not give: the first is kept as a plain object, the second as a list of
 * plain objects (the persisted-value rules store it as an array). The derived itemTotal and
 * itemPrice are computed by booking-state-pricing.rule.ts.
 */
export const BookingState = struct(
  'BookingState',
  {},
  {
    cardId: nullable(t.string),
    billingDetails: nullable(BillingDetails),
    itemStartDate: nullable(IsoDateString),
    itemEndDate: nullable(IsoDateString),
    itemTimeSlot: nullable(TimeSlot),
    itineraryItemBooking: nullable(t.UnknownRecord),
    itineraryItemPricing: nullable(t.array(ItemPriceEntry)),
    itineraryName: nullable(t.string),
    lead: nullable(ClientLead),
    leadId: nullable(t.string),
    pmId: nullable(t.string),
    pricingFields: nullable(t.array(t.UnknownRecord)),
    estimatedPricing: nullable(ListingPricing),
    productLine: nullable(ProductLine),
    promoCodes: nullable(t.array(PromoCode)),
    referringServiceId: nullable(t.string),
    didConfirmTerms: nullable(t.boolean),
    confirmedTermsMethod: nullable(t.string),
    adultCount: nullable(Count),
    childCount: nullable(Count),
    infantCount: nullable(Count),
    petCount: nullable(Count),
    contextIds: nullable(t.array(t.string)),
  },
);
export type BookingState = t.TypeOf<typeof BookingState>;
