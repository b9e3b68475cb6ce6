import { describe, expect, it } from 'vitest';
import { BookingState } from '../../../src/core/booking/booking-state.entity.js';
import { bookingState } from '../arbitraries/booking.js';
import { decoded, expectNeverThrows, expectRejectedAt, expectRoundTrip } from '../arbitraries/codec-laws.js';
import { clientLeadSample } from '../arbitraries/samples.js';

const homeBooking = {
  cardId: 'card_1',
  billingDetails: { name: 'Ada Guest', address: { city: 'Denver', postalCode: '80202', country: 'US' } },
  itemStartDate: '2026-02-07',
  itemEndDate: '2026-02-14',
  itineraryName: 'Vail ski week',
  lead: clientLeadSample,
  leadId: 'lead_1',
  pmId: 'pm_summit',
  estimatedPricing: { totalBaseRate: 8400, pricingFees: [{ amount: 450 }], taxes: 1032.75 },
  productLine: 'Concierge',
  promoCodes: [{ objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10 }],
  didConfirmTerms: true,
  confirmedTermsMethod: 'checkbox',
  adultCount: 4,
  childCount: 2,
  infantCount: 0,
  petCount: 1,
  contextIds: ['ctx_1', 'ctx_2'],
};

const serviceBooking = {
  itemStartDate: '2026-02-09T18:00:00.000Z',
  itemEndDate: '2026-02-09T21:00:00.000Z',
  itemTimeSlot: { start: '2026-02-09T18:00:00.000Z', end: '2026-02-09T21:00:00.000Z', isNoPreference: false },
  itineraryItemBooking: { fieldValues: { fld_allergies: 'Peanuts' } },
  itineraryItemPricing: [
    {
      pricingHeaderId: 'pcf_chef',
      pricingOptionId: 'opt_half_day',
      pricingConfigId: 'cfg_hourly',
      quantity: 3,
      total: 450,
    },
    {
      pricingHeaderId: 'pcf_chef',
      pricingOptionId: 'opt_dinner',
      pricingConfigId: 'cfg_flat',
      quantity: 1,
      total: 900.5,
    },
  ],
  pricingFields: [{ pricingConfigId: 'pcf_chef', pricingOptionId: 'opt_dinner', quantity: 1 }],
  referringServiceId: 'svc_ski_lessons',
};

describe('Booking state', () => {
  it('Booking state: a home booking with card, billing details, lead, counts and promo codes decodes', () => {
    const state = decoded(BookingState, homeBooking);
    expect(state.lead?.itineraryIsActive).toBe(true);
    expect(state.billingDetails?.address?.postalCode).toBe('80202');
    expect([state.adultCount, state.petCount]).toEqual([4, 1]);
    expect(state.contextIds).toEqual(['ctx_1', 'ctx_2']);
  });

  it('Booking state: a service booking with time slot and itineraryItemPricing entries with total decodes', () => {
    const state = decoded(BookingState, serviceBooking);
    expect(state.itemTimeSlot?.start).toBe('2026-02-09T18:00:00.000Z');
    expect(state.itineraryItemPricing?.map((entry) => entry.total)).toEqual([450, 900.5]);
  });

  it('Booking state: an empty state, and every default (null) value, decode', () => {
    expect(decoded(BookingState, {})).toEqual({});
    const nulls = Object.fromEntries(Object.keys(BookingState.optional).map((key) => [key, null]));
    expect(decoded(BookingState, nulls)).toEqual(nulls);
  });

  it('Booking state: a count sent as text is refused at adultCount', () => {
    expectRejectedAt(BookingState, { adultCount: '4' }, 'adultCount');
  });

  it('Booking state: a price entry without total as a number is refused at itineraryItemPricing.0.total', () => {
    expectRejectedAt(
      BookingState,
      {
        itineraryItemPricing: [
          { pricingHeaderId: 'h', pricingOptionId: 'o', pricingConfigId: 'c', total: 'free' },
        ],
      },
      'itineraryItemPricing.0.total',
    );
  });

  it('Booking state: a stored lead missing itineraryIsActive is refused at lead.itineraryIsActive', () => {
    const { itineraryIsActive: _, ...lead } = homeBooking.lead;
    expectRejectedAt(BookingState, { lead }, 'lead.itineraryIsActive');
  });

  it('Booking state: an unknown product line is refused at productLine', () => {
    expectRejectedAt(BookingState, { productLine: 'Platinum' }, 'productLine');
  });

  it('Booking state: random JSON never throws through decode', () => {
    expectNeverThrows(BookingState, bookingState);
  });

  it('Booking state: decode(encode(x)) equals x over the JSON wire', () => {
    expectRoundTrip(BookingState, bookingState);
  });
});
