import { describe, expect, it } from 'vitest';
import {
  CHOOSE_PRICE,
  ServiceBookingViewModel,
} from '../../../src/ui/services/service-booking.view-model.js';
import { Notifications } from '../../../src/ui/shell/notifications.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import type { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { bookingAnswer, dinner, PAGE_URL, pricing, serviceHost, trip } from './service-booking-fixtures.js';

// The container's clock stands at 2030-01-01 12:00 UTC.
const panel = async (options: { signedIn: boolean; host?: FakeRestHost }) => {
  const host = options.host ?? serviceHost();
  const app = testContainer({ user: options.signedIn ? demoGuest : null, host });
  await app.container.get(ShellViewModel).appStarted('');
  const booking = app.container.get(ServiceBookingViewModel);
  return { app, host, booking };
};

const sent = (host: FakeRestHost, suffix: string) =>
  host.requests.filter((request) => request.path.endsWith(suffix));

describe('a service’s booking panel (ServiceBookingViewModel)', () => {
  describe('when, by date field type', () => {
    it('Date + Time: a day from the lead time on, a slot in the service’s zone, and a meeting time', async () => {
      const { booking } = await panel({ signedIn: true });
      await booking.opened(dinner(), 'mk-aspen', null, PAGE_URL);
      expect(booking.selection.earliestDay).toBe('2030-01-04');
      booking.selection.daysChosen('2030-01-03');
      expect(booking.selection.whenProblem).toMatch(/earliest day you can book is Friday, January 4, 2030/);
      booking.selection.daysChosen('2030-01-05');
      expect(booking.selection.whenProblem).toBe('Choose a time.');
      booking.selection.slotChosen(0);
      expect(booking.selection.whenProblem).toBeNull();
      expect(booking.selection.meetingTime).toBe('5:00 PM');
      expect(booking.selection.booking.itemStartDate).toBe('2030-01-06T00:00:00.000Z');
      booking.selection.slotChosen(1);
      expect(booking.selection.meetingTime).toBeNull();
      expect(booking.selection.booking.itemTimeSlot).toMatchObject({ isNoPreference: true });
    });

    it('Date Only: one day, refused on a day the calendar blocks', async () => {
      const host = serviceHost([
        { start: '2030-01-08T07:00:00.000Z', end: '2030-01-09T07:00:00.000Z', type: 'blocked', allDay: true },
      ]);
      const { booking } = await panel({ signedIn: true, host });
      await booking.opened(
        dinner({ dateFieldType: 'Date Only', bookingLeadTimeDuration: 0 }),
        'mk-aspen',
        null,
        PAGE_URL,
      );
      expect(booking.selection.slots).toEqual([]);
      booking.selection.daysChosen('2030-01-08');
      expect(booking.selection.whenProblem).toMatch(/not available on Tuesday, January 8, 2030/);
      booking.selection.daysChosen('2030-01-09');
      expect(booking.selection.whenProblem).toBeNull();
      expect(booking.selection.booking.itemStartDate).toBe('2030-01-09T07:00:00.000Z');
    });

    it('Date Range: the trip’s dates by default, a quantity of one per day for a daily rate', async () => {
      const { booking } = await panel({ signedIn: true });
      const suv = dinner({
        dateFieldType: 'Date Range',
        bookingLeadTimeDuration: 0,
        servicePricingConfig: pricing(
          'suv',
          [{ name: 'By the day', rates: { rate: 275, rateBasis: 'day' } }],
          {
            extraFee: 150,
            extraFeeLabel: 'Delivery and pickup',
          },
        ) as never,
      });
      await booking.opened(suv, 'mk-aspen', 'itn_42', PAGE_URL);
      expect(booking.selection.when).toMatchObject({ startDay: '2030-01-10', endDay: '2030-01-15' });
      expect(booking.selection.choice?.quantityLabel).toBe('Number of days');
      expect(booking.selection.quantity).toBe(5);
      expect(booking.selection.quote).toMatchObject({
        subtotal: 137_500,
        total: 151_250,
        extraFee: { amount: 15_000, label: 'Delivery and pickup' },
      });
    });

    it('says before the guest commits that a date outside the trip widens it', async () => {
      const { booking } = await panel({ signedIn: true });
      await booking.opened(dinner(), 'mk-aspen', 'itn_42', PAGE_URL);
      expect(booking.selection.widensTrip).toBeNull();
      booking.selection.daysChosen('2030-01-20');
      expect(booking.selection.widensTrip).toMatch(/trip's dates will widen/);
    });
  });

  describe('what, by pricing configuration', () => {
    it('a flat rate with one option: chosen already, its plus-cost label shown and no coordination fee', async () => {
      const { booking } = await panel({ signedIn: true });
      await booking.opened(dinner(), 'mk-aspen', null, PAGE_URL);
      expect(booking.selection.quote).toMatchObject({
        total: 95_000,
        plusCost: '+ cost of groceries',
        coordinationFee: null,
      });
    });

    it('a rate per person times the people, with the coordination fee', async () => {
      const { booking } = await panel({ signedIn: true });
      const cruise = dinner({
        servicePricingConfig: pricing('cruise', [
          { name: 'Shared boat', rates: { rate: 95, rateBasis: 'person' } },
          { name: 'Private boat', rates: { fixedRate: 1200 } },
        ]) as never,
      });
      await booking.opened(cruise, 'mk-aspen', null, PAGE_URL);
      expect(booking.selection.choice).toBeNull();
      const shared = booking.selection.choices[0]!;
      booking.selection.priceChosen(shared);
      booking.selection.quantityChanged('4');
      expect(booking.selection.quote).toMatchObject({
        subtotal: 38_000,
        coordinationFee: 3_800,
        total: 41_800,
        plusCost: null,
      });
      booking.selection.quantityChanged('0');
      expect(booking.selection.needed).toBe('Enter how many: a whole number from 1.');
      expect(booking.selection.quantity).toBe(4);
    });

    it('a rate per hour keeps its quantity across a reload (the persisted booking state)', async () => {
      const host = serviceHost();
      const { booking, app } = await panel({ signedIn: true, host });
      const yacht = dinner({
        servicePricingConfig: pricing('yacht', [
          { name: 'By the hour', rates: { rate: 517.5, rateBasis: 'hour' } },
        ]) as never,
      });
      await booking.opened(yacht, 'mk-aspen', null, PAGE_URL);
      booking.selection.quantityChanged('3');
      const again = app.container.get(ServiceBookingViewModel);
      await again.opened(yacht, 'mk-aspen', null, PAGE_URL);
      expect(again.selection.quantity).toBe(3);
      expect(again.selection.quote?.subtotal).toBe(155_250);
    });
  });

  describe('the actions', () => {
    const ready = async (host: FakeRestHost, itineraryId: string | null = 'itn_42') => {
      const { booking, app } = await panel({ signedIn: true, host });
      await booking.opened(dinner(), 'mk-aspen', itineraryId, PAGE_URL);
      booking.selection.daysChosen('2030-01-12');
      booking.selection.slotChosen(0);
      booking.selection.answered('fld-allergies', 'Peanuts');
      return { booking, app };
    };

    it('reserve: adds the service to the trip, saves the answers, then sends the request with the priced line', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/reserve-service', {
        body: bookingAnswer('approved'),
      });
      const { booking } = await ready(host);
      await booking.chose('reserve');
      expect(sent(host, '/service/svc-chef')[0]?.body).toMatchObject({
        itemStartDate: '2030-01-13T00:00:00.000Z',
      });
      expect(sent(host, '/fieldValues')[0]?.body).toEqual({
        updates: [
          { objectId: 'fld-allergies', displayValue: 'Peanuts', value: { content: 'Peanuts', type: 'text' } },
        ],
      });
      expect(sent(host, '/reserve-service')[0]?.body).toMatchObject({
        targetEntityIds: { itemId: 'itm-new', itineraryId: 'itn_42' },
        itemBookingContext: 'ctx-svc',
        itineraryItemPricing: [{ pricingHeaderId: 'ph-dinner', quantity: 1, total: 950 }],
        alice_status: 'Approved',
      });
      expect(booking.ended).toMatchObject({
        kind: 'outcome',
        result: { outcome: 'booked', confirmation: { title: 'Your request has been sent!' } },
      });
      expect(booking.selection.booking.itemStartDate).toBeNull();
    });

    it('add to trip: the service placed with its answers and nothing sent to book; a reserve then books that item', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/reserve-service', {
        body: bookingAnswer('approved'),
      });
      const { booking } = await ready(host);
      await booking.chose('add-to-trip');
      expect(sent(host, '/service/svc-chef')).toHaveLength(1);
      expect(sent(host, '/fieldValues')).toHaveLength(1);
      expect(sent(host, '/reserve-service')).toEqual([]);
      expect(sent(host, '/request-price-next')).toEqual([]);
      expect(booking.ended).toEqual({
        kind: 'added',
        action: 'add-to-trip',
        placed: { itineraryId: 'itn_42', itemId: 'itm-new' },
      });
      // The choices stay for what comes next, and it comes to the same item.
      expect(booking.selection.booking.itemStartDate).toBe('2030-01-13T00:00:00.000Z');
      await booking.chose('reserve');
      expect(sent(host, '/service/svc-chef')).toHaveLength(1);
      // The item on the trip takes the dates chosen now (POST .../item/{itemId}/dates).
      expect(sent(host, '/item/itm-new/dates')[0]?.body).toEqual({
        startDate: '2030-01-13T00:00:00.000Z',
        endDate: '2030-01-13T03:00:00.000Z',
      });
      expect(sent(host, '/reserve-service')[0]?.body).toMatchObject({
        targetEntityIds: { itemId: 'itm-new', itineraryId: 'itn_42' },
      });
    });

    it('add to trip asks for no date or price, but refuses a date that cannot be', async () => {
      const host = serviceHost();
      const { booking } = await panel({ signedIn: true, host });
      await booking.opened(dinner(), 'mk-aspen', 'itn_42', PAGE_URL);
      booking.selection.daysChosen('2030-01-02');
      await booking.chose('add-to-trip');
      expect(booking.selection.needed).toMatch(/earliest day you can book/);
      expect(sent(host, '/service/svc-chef')).toEqual([]);
      booking.selection.daysChosen(null);
      await booking.chose('add-to-trip');
      expect(booking.selection.needed).toBeNull();
      expect(booking.ended).toMatchObject({ kind: 'added' });
    });

    it('request price: no date needed, and the concierge’s words for services', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/request-price-next', {
        body: bookingAnswer('in_progress'),
      });
      const { booking } = await panel({ signedIn: true, host });
      await booking.opened(dinner(), 'mk-aspen', 'itn_42', PAGE_URL);
      booking.selection.daysChosen(null);
      await booking.chose('request-price');
      expect(booking.ended).toMatchObject({
        result: {
          outcome: 'requested',
          confirmation: {
            title: 'Submitted',
            message:
              'Your request has been received. We will email you shortly with availability and pricing.',
          },
        },
      });
    });

    it('save for later: the last day to complete it is the start less the booking lead time', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/save-for-later-service', {
        body: bookingAnswer('saved_for_later', {
          startDate: '2030-01-13T00:00:00.000Z',
          bookingLeadTimeDuration: 2880,
          timeZoneName: 'America/Denver',
        }),
      });
      const { booking } = await ready(host);
      await booking.chose('save-for-later');
      expect(booking.ended).toMatchObject({
        result: {
          outcome: 'saved',
          confirmation: {
            title: 'Saved For Later',
            message: 'You have until Thursday, January 10, 2030 to complete the reservation.',
          },
        },
      });
    });

    it('asks for a price choice, a time and readable answers before sending anything', async () => {
      const host = serviceHost();
      const { booking } = await panel({ signedIn: true, host });
      const cruise = dinner({
        servicePricingConfig: pricing('cruise', [
          { name: 'Shared boat', rates: { rate: 95, rateBasis: 'person' } },
          { name: 'Private boat', rates: { fixedRate: 1200 } },
        ]) as never,
      });
      await booking.opened(cruise, 'mk-aspen', 'itn_42', PAGE_URL);
      booking.selection.daysChosen('2030-01-12');
      await booking.chose('reserve');
      expect(booking.selection.needed).toBe('Choose a time.');
      booking.selection.slotChosen(0);
      await booking.chose('reserve');
      expect(booking.selection.needed).toBe(CHOOSE_PRICE);
      booking.selection.priceChosen(booking.selection.choices[1]!);
      booking.selection.answered('fld-guests', 'eight');
      await booking.chose('reserve');
      expect(booking.selection.needed).toBe('Number of guests: enter a whole number, such as 4.');
      expect(sent(host, '/service/svc-chef')).toEqual([]);
    });

    it('a refused reserve shows the host’s words, and trying again books the same item', async () => {
      let refuse = true;
      const host = serviceHost().on('POST', '/api/services/svc-chef/reserve-service', () =>
        refuse
          ? { status: 409, body: { message: 'This service cannot be reserved now' } }
          : { body: bookingAnswer('approved') },
      );
      const { booking } = await ready(host);
      await booking.chose('reserve');
      expect(booking.ended).toMatchObject({
        kind: 'failure',
        error: { type: 'booking', message: 'This service cannot be reserved now' },
      });
      refuse = false;
      booking.endDismissed();
      await booking.chose('reserve');
      expect(booking.ended).toMatchObject({ kind: 'outcome' });
      expect(sent(host, '/service/svc-chef')).toHaveLength(1);
      expect(
        sent(host, '/reserve-service').map(
          (request) => (request.body as { targetEntityIds: object }).targetEntityIds,
        ),
      ).toEqual([
        { itemId: 'itm-new', itineraryId: 'itn_42' },
        { itemId: 'itm-new', itineraryId: 'itn_42' },
      ]);
    });

    it('from the catalog, joins the guest’s trip in the market whose dates meet, and tells when it widened', async () => {
      const host = serviceHost()
        .on('GET', '/api/itinerary', { body: [{ ...trip, items: [] }] })
        .on('POST', '/api/services/svc-chef/reserve-service', { body: bookingAnswer('approved') });
      const { booking, app } = await ready(host, null);
      booking.selection.daysChosen('2030-01-15');
      booking.selection.slotChosen(0);
      await booking.chose('reserve');
      expect(sent(host, '/api/itinerary').filter((request) => request.method === 'POST')).toEqual([]);
      expect(booking.ended).toMatchObject({ kind: 'outcome' });
      expect(app.container.get(Notifications).shown.at(-1)).toMatchObject({
        title: 'Your trip’s dates changed',
        message:
          'The trip now runs Thursday, January 10, 2030 to Wednesday, January 16, 2030 to include this service.',
      });
    });

    it('from the catalog with no trip meeting the dates, creates one named after the service', async () => {
      const host = serviceHost()
        .on('GET', '/api/itinerary', { body: [] })
        .on('POST', '/api/itinerary', { body: { ...trip, items: [] } })
        .on('POST', '/api/services/svc-chef/request-price-next', { body: bookingAnswer('in_progress') });
      const { booking } = await ready(host, null);
      await booking.chose('request-price');
      expect(sent(host, '/api/itinerary').find((request) => request.method === 'POST')?.body).toMatchObject({
        marketId: 'mk-aspen',
        itineraryName: 'Private Chef Dinner',
        arrivalDate: '2030-01-12',
      });
      expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'requested' } });
    });
    it('from the catalog, the guest may choose a new trip, or another trip of theirs, in the same step (issue 28 item 2)', async () => {
      const host = serviceHost()
        .on('GET', '/api/itinerary', { body: [{ ...trip, items: [] }] })
        .on('POST', '/api/itinerary', { body: { ...trip, objectId: 'itn_new', items: [] } })
        .on('POST', '/api/services/svc-chef/request-price-next', { body: bookingAnswer('in_progress') });
      const { booking } = await ready(host, null);
      booking.selection.daysChosen('2030-01-15');
      await booking.chose('request-price', { kind: 'new' });
      // The trip meeting the dates is not even asked for: a new one is made.
      expect(sent(host, '/api/itinerary').map((request) => request.method)).toEqual(['POST']);

      const other = serviceHost().on('POST', '/api/services/svc-chef/request-price-next', {
        body: bookingAnswer('in_progress'),
      });
      const chosen = await ready(other, null);
      await chosen.booking.chose('request-price', { kind: 'trip', itineraryId: 'itn_42' });
      expect(sent(other, '/api/itinerary')).toEqual([]);
      expect(sent(other, '/service/svc-chef')[0]?.path).toBe('/api/itinerary/itn_42/service/svc-chef');
    });
  });

  describe('promo codes', () => {
    it('checks a code as one for services and experiences, and takes its discount off the total', async () => {
      let answer: object = { status: 400, body: { message: 'This promo code has expired.' } };
      const host = serviceHost().on('POST', '/api/promo-codes/validation', () => answer);
      const { booking } = await panel({ signedIn: true, host });
      await booking.opened(
        dinner({
          servicePricingConfig: pricing('boat', [{ name: 'Private', rates: { fixedRate: 1200 } }]) as never,
        }),
        'mk-aspen',
        null,
        PAGE_URL,
      );
      booking.promo.typed('OLD5');
      await booking.promoApplied();
      expect(booking.promo.state.promoCodeError).toBe('This promo code has expired.');
      answer = {
        body: { isError: false, objectId: 'promo-fun10', name: 'FUN10', kind: 'percent', amount: 10 },
      };
      booking.promo.typed('FUN10');
      await booking.promoApplied();
      expect(sent(host, '/promo-codes/validation').at(-1)?.body).toMatchObject({
        appliedToType: 'Services + Experiences',
        appliedToID: 'svc-chef',
        subtotal: 1200,
      });
      expect(booking.selection.promoCodes.map((code) => code.name)).toEqual(['FUN10']);
      expect(booking.selection.quote).toMatchObject({ discount: 12_000, total: 120_000 });
      booking.selection.promoRemoved('promo-fun10');
      expect(booking.selection.quote?.total).toBe(132_000);
    });
  });

  describe('signed out', () => {
    it('keeps the choices, sends the guest through the portal and runs the action on return', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/reserve-service', {
        body: bookingAnswer('approved'),
      });
      const out = await panel({ signedIn: false, host });
      await out.booking.opened(dinner(), 'mk-aspen', 'itn_42', PAGE_URL);
      out.booking.selection.daysChosen('2030-01-12');
      out.booking.selection.slotChosen(0);
      await out.booking.chose('reserve');
      expect(out.app.navigation.visits.at(-1)).toEqual({
        how: 'leave',
        url: `/sso/login/?returnUrl=${encodeURIComponent(PAGE_URL)}&skipLogin=1`,
      });
      expect(out.app.keyValueStore.get('bookingState:service-svc-chef:pendingAction')).toBe('reserve');
      expect(sent(host, '/reserve-service')).toEqual([]);
    });

    it('an add to the trip chosen signed out waits for the portal, then adds on return', async () => {
      const out = await panel({ signedIn: false });
      await out.booking.opened(dinner(), 'mk-aspen', 'itn_42', PAGE_URL);
      out.booking.selection.daysChosen('2030-01-12');
      out.booking.selection.slotChosen(0);
      await out.booking.chose('add-to-trip');
      expect(out.app.keyValueStore.get('bookingState:service-svc-chef:pendingAction')).toBe('add-to-trip');
      const host = serviceHost();
      const back = await panel({ signedIn: true, host });
      // What the portal's round trip keeps: the chosen day and the action.
      back.app.keyValueStore.set('bookingState:service-svc-chef:itemStartDate', '2030-01-13T07:00:00.000Z');
      back.app.keyValueStore.set('bookingState:service-svc-chef:pendingAction', 'add-to-trip');
      await back.booking.opened(dinner({ dateFieldType: 'Date Only' }), 'mk-aspen', 'itn_42', PAGE_URL);
      expect(back.booking.ended).toMatchObject({ kind: 'added', placed: { itineraryId: 'itn_42' } });
      expect(sent(host, '/service/svc-chef')).toHaveLength(1);
      expect(back.app.keyValueStore.get('bookingState:service-svc-chef:pendingAction')).toBeNull();
    });

    it('back signed in, the kept action runs with the kept choices', async () => {
      const host = serviceHost().on('POST', '/api/services/svc-chef/reserve-service', {
        body: bookingAnswer('approved'),
      });
      const { booking, app } = await panel({ signedIn: true, host });
      app.keyValueStore.set('bookingState:service-svc-chef:itemStartDate', '2030-01-13T07:00:00.000Z');
      app.keyValueStore.set('bookingState:service-svc-chef:pendingAction', 'reserve');
      await booking.opened(dinner({ dateFieldType: 'Date Only' }), 'mk-aspen', 'itn_42', PAGE_URL);
      expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'booked' } });
      expect(sent(host, '/reserve-service')[0]?.body).toMatchObject({
        itemStartDate: '2030-01-13T07:00:00.000Z',
      });
      expect(app.keyValueStore.get('bookingState:service-svc-chef:pendingAction')).toBeNull();
    });
  });
});
