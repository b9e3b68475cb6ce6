import { describe, expect, it } from 'vitest';
import type { ListingDetails } from '../../../src/core/listing/listing-details.entity.js';
import { PROMO_CHECK_FAILED } from '../../../src/ui/booking/promo-field.js';
import {
  CARD_NEEDED,
  ListingBookingViewModel,
  TERMS_NEEDED,
} from '../../../src/ui/listing/listing-booking.view-model.js';
import { ShellViewModel } from '../../../src/ui/shell/shell.view-model.js';
import { itinerarySummarySample, listingItemSample } from '../../core/arbitraries/samples.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest, testContainer } from '../../support/test-container.js';
import { pricing } from '../catalog/catalog-fixtures.js';

const home = (extra: Partial<ListingDetails> = {}): ListingDetails => ({
  objectId: 'elk1',
  name: 'Elk Meadow Hideaway',
  bookingSetting: 'KEY Instant Booking',
  pricingSetting: 'Cached Pricing',
  maxGuests: 6,
  minimumStay: 3,
  petsAllowed: false,
  market: { objectId: 'mk-aspen' },
  ...extra,
});

const PAGE_URL = 'https://app.example.test/listings/elk1?listing_adults=2';
const STAY = '?listing_start_date=2031-02-07&listing_end_date=2031-02-14&listing_adults=2';
const answered = {
  data: {
    bookingResponse: {
      updatedItem: { ...listingItemSample, itinerary: itinerarySummarySample },
      updatedItinerary: itinerarySummarySample,
    },
  },
};

const hostWith = () =>
  new FakeRestHost()
    .on('GET', '/api/listing/elk1/instant-pricing', {
      body: pricing({ base: 7000, fees: [250], taxes: 700, deposit: 1000 }),
    })
    .on('PUT', '/api/item-booking-context', ({ body }) => ({
      body: { objectId: 'ctx-1', ...(body as object) },
    }))
    .on('GET', '/api/my-booking-contexts', { body: [] })
    .on('POST', '/api/item-booking-contexts', { body: [] });

const panel = async (options: { signedIn: boolean; host?: FakeRestHost; landedOn?: string }) => {
  const host = options.host ?? hostWith();
  const app = testContainer({ user: options.signedIn ? demoGuest : null, host });
  await app.container.get(ShellViewModel).appStarted(options.landedOn ?? '');
  const booking = app.container.get(ListingBookingViewModel);
  return { app, host, booking };
};

describe('a home’s booking panel (ListingBookingViewModel)', () => {
  it('takes the stay from the address and prices it whole', async () => {
    const { booking } = await panel({ signedIn: true });
    await booking.opened(home(), STAY, null, PAGE_URL);
    expect(booking.pricing.stay).toMatchObject({
      startDate: '2031-02-07',
      endDate: '2031-02-14',
      party: { adultCount: 2 },
    });
    expect(booking.breakdown?.total).toBe(895_000);
    expect(booking.actions.primary).toBe('reserve');
  });

  it('asks for the terms before a reserve, and sends nothing', async () => {
    const { booking, host } = await panel({ signedIn: true });
    await booking.opened(home(), STAY, null, PAGE_URL);
    await booking.chose('reserve');
    expect(booking.needed).toBe(TERMS_NEEDED);
    expect(host.requests.some((request) => request.path.endsWith('/reserve-listing'))).toBe(false);
  });

  it('reserves with the terms confirmed and ends on the approved confirmation', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'approved' } });
  });

  it('a price request keeps the estimate the panel showed with the new stay, and the search with its trip', async () => {
    const trip = itinerarySummarySample.objectId;
    const item = listingItemSample.objectId;
    const host = hostWith()
      .on('POST', '/api/listings/elk1/request-price-next', {
        body: { itinerary: itinerarySummarySample, listingItem: listingItemSample },
      })
      .on('PUT', `/api/itinerary/${trip}/listing-item/${item}/pricing-estimate`, ({ body }) => ({
        body: { estimatedItemPricing: (body as { estimatedPricing: unknown }).estimatedPricing },
      }))
      .on('POST', `/api/itinerary/${trip}/search-terms`, { status: 204 });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home(), `${STAY}&listing_destination=Aspen`, null, PAGE_URL);
    await booking.chose('request-price');
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'requested' } });
    const sent = (suffix: string) => host.requests.find((request) => request.path.endsWith(suffix))?.body;
    expect(sent('/pricing-estimate')).toMatchObject({
      checkInDate: '2031-02-07',
      checkOutDate: '2031-02-14',
      estimatedPricing: { totalBaseRate: 7000 },
    });
    expect(sent('/search-terms')).toEqual({
      terms: { destination: 'Aspen', startDate: '2031-02-07', endDate: '2031-02-14', adultCount: 2 },
    });
  });

  it('turns taken nights into the unavailable choices', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/reserve-listing', {
      status: 400,
      body: { message: 'Unfortunately, these dates are unavailable.', code: 'dates-unavailable' },
    });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.ended).toMatchObject({ kind: 'failure', error: { type: 'dates' } });
    expect(booking.booking.didConfirmTerms).toBe(true);
  });

  it('sends a signed-out guest through the portal and keeps the action for their return', async () => {
    const { booking, app } = await panel({ signedIn: false });
    await booking.opened(home(), STAY, null, PAGE_URL);
    await booking.chose('request-price');
    expect(app.navigation.visits.at(-1)).toEqual({
      how: 'leave',
      url: `/sso/login/?returnUrl=${encodeURIComponent(PAGE_URL)}&skipLogin=1`,
    });
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBe('request-price');
  });

  it('a reserve the host answers 401 (the session is gone) sends the guest through the portal, the action kept', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/reserve-listing', {
      status: 401,
      body: { message: 'User is not signed in.' },
    });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.ended).toBeNull();
    expect(booking.running).toBeNull();
    expect(app.navigation.visits.at(-1)).toEqual({
      how: 'leave',
      url: `/sso/login/?returnUrl=${encodeURIComponent(PAGE_URL)}&skipLogin=1`,
    });
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBe('reserve');
  });

  it('a reserve the host refuses otherwise (403) ends in its words, the guest staying', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/reserve-listing', {
      status: 403,
      body: { message: 'User does not have required role.' },
    });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.ended).toMatchObject({
      kind: 'failure',
      error: { type: 'booking', message: 'User does not have required role.' },
    });
    expect(app.navigation.visits).toEqual([]);
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBeNull();
  });

  it('asks for dates first when an action is chosen without them', async () => {
    const { booking, host } = await panel({ signedIn: true });
    await booking.opened(home(), '', null, PAGE_URL);
    await booking.chose('request-price');
    expect(booking.needed).toBe('Choose your check-in and check-out dates.');
    expect(host.requests.some((request) => request.path.includes('request-price'))).toBe(false);
  });

  it('opened from a trip, the trip’s dates fill the stay', async () => {
    const host = hostWith().on('GET', '/api/guest-itinerary/itn_42', {
      body: {
        ...itinerarySummarySample,
        arrivalDate: { iso: '2031-03-01T00:00:00.000Z' },
        departureDate: { iso: '2031-03-06T00:00:00.000Z' },
      },
    });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home(), '', 'itn_42', PAGE_URL);
    expect(booking.pricing.stay).toMatchObject({ startDate: '2031-03-01', endDate: '2031-03-06' });
    expect(booking.pricing.price.status).toBe('priced');
  });

  it('requests a price for a Request Price home, with the trip as target, and tells what happens next', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/request-price-next', {
      body: {
        itinerary: itinerarySummarySample,
        listingItem: { ...listingItemSample, status: 'in_progress' },
      },
    });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Request Price' }), STAY, 'itn_42', PAGE_URL);
    expect(booking.actions.primary).toBe('request-price');
    await booking.chose('request-price');
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'requested' } });
    const sent = host.requests.find((request) => request.path.endsWith('/request-price-next'));
    expect(sent?.body).toMatchObject({
      itemBookingContext: 'ctx-1',
      targetEntityIds: { itineraryId: 'itn_42' },
    });
    const context = host.requests.find((request) => request.path === '/api/item-booking-context');
    expect(context?.body).toMatchObject({
      itemId: 'elk1',
      itemType: 'Listing',
      bookingState: { itemStartDate: '2031-02-07', adultCount: 2 },
    });
  });

  it("sends the visit's lead source and product line, from the address it landed on, with a price request", async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/request-price-next', {
      body: {
        itinerary: itinerarySummarySample,
        listingItem: { ...listingItemSample, status: 'in_progress' },
      },
    });
    const { booking } = await panel({
      signedIn: true,
      host,
      landedOn: '?leadSource=Spring%20mailing&product_line=capital_one_premier',
    });
    await booking.opened(home({ bookingSetting: 'Request Price' }), STAY, null, PAGE_URL);
    await booking.chose('request-price');
    const sent = host.requests.find((request) => request.path.endsWith('/request-price-next'));
    // The product line as the line's name, however the address spelled it.
    expect(sent?.body).toMatchObject({ leadSource: 'Spring mailing', productLine: 'Capital One Premier' });
  });

  it('saves any home for later', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/save-for-later-listing', { body: answered });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    await booking.chose('save-for-later');
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'saved' } });
  });

  it('an integration home shows the guest’s only card chosen before Reserve, and reserves with it (issue 28 item 4)', async () => {
    const host = hostWith()
      .on('GET', '/api/user/u-guest/creditCards', {
        body: [{ cardId: 'card-1', userId: 'u-guest', brand: 'Visa', last4: '4242' }],
      })
      .on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    // Loaded and chosen on opening: the panel shows it before the guest presses Reserve.
    expect(booking.cards.list).toHaveLength(1);
    expect(booking.booking.cardId).toBe('card-1');
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.needed).toBeNull();
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'confirmed' } });
  });

  it('of several cards the chosen one stays, else the last added that is still valid; an expired one is never chosen', async () => {
    const cards = [
      { cardId: 'card-old', userId: 'u-guest', last4: '1111', expMonth: 1, expYear: 2001 },
      { cardId: 'card-1', userId: 'u-guest', last4: '4242', expMonth: 12, expYear: 2099 },
      { cardId: 'card-2', userId: 'u-guest', last4: '5555', expMonth: 12, expYear: 2099 },
      { cardId: 'card-new-expired', userId: 'u-guest', last4: '0002', expMonth: 2, expYear: 2002 },
    ];
    const host = hostWith().on('GET', '/api/user/u-guest/creditCards', { body: cards });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    expect(booking.booking.cardId).toBe('card-2');
    booking.cardChosen('card-1');
    const again = app.container.get(ListingBookingViewModel);
    await again.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    expect(again.booking.cardId).toBe('card-1');
  });

  it('without a card the guest is asked for one, in place, and nothing is sent', async () => {
    const host = hostWith().on('GET', '/api/user/u-guest/creditCards', { body: [] });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    expect(booking.cards.list).toEqual([]);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.needed).toBe(CARD_NEEDED);
    expect(booking.ended).toBeNull();
    expect(host.requests.some((request) => request.path.endsWith('/reserve-listing'))).toBe(false);
  });

  it('back from the portal, a reserve whose nights were taken meanwhile says so once: no card dialog (issue 28 item 4)', async () => {
    const host = new FakeRestHost()
      .on('GET', '/api/listing/elk1/instant-pricing', {
        status: 400,
        body: { message: 'Unfortunately, these dates are unavailable.' },
      })
      .on('GET', '/api/my-booking-contexts', { body: [] })
      .on('POST', '/api/item-booking-contexts', { body: [] })
      .on('GET', '/api/user/u-guest/creditCards', { body: [] });
    const { booking, app } = await panel({ signedIn: true, host });
    app.keyValueStore.set('bookingState:listing-elk1:pendingAction', 'reserve');
    app.keyValueStore.set('bookingState:listing-elk1:didConfirmTerms', 'true');
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    expect(booking.ended).toBeNull();
    expect(booking.needed).toBeNull();
    expect(booking.actions.primary).toBe('request-price');
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBeNull();
    expect(host.requests.some((request) => request.path.endsWith('/reserve-listing'))).toBe(false);
  });

  it('in a market without a services catalog, an instant booking is confirmed without one', async () => {
    const host = hostWith()
      .on('GET', '/api/market/mk-aspen', { body: { objectId: 'mk-aspen', hasServicesCatalog: false } })
      .on('GET', '/api/user/u-guest/creditCards', { body: [{ cardId: 'card-1', userId: 'u-guest' }] })
      .on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Escapia Instant Booking' }), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    booking.cardChosen('card-1');
    await booking.chose('reserve');
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'confirmed-no-catalog' } });
  });

  it('applies an accepted promo code as a discount line, and says a refusal in the host’s words', async () => {
    let answer: object = { body: { isError: true, errorMessage: 'This promo code has expired.' } };
    const host = hostWith().on('POST', '/api/promo-codes/validation', () => answer);
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.promo.typed('OLD5');
    await booking.promoApplied();
    expect(booking.promo.state.promoCodeError).toBe('This promo code has expired.');
    expect(booking.choices.promoCodes).toEqual([]);
    answer = {
      body: { isError: false, objectId: 'promo-ski10', name: 'SKI10', kind: 'percent', amount: 10 },
    };
    booking.promo.typed('SKI10');
    await booking.promoApplied();
    expect(booking.promo.state.promoCodeError).toBeNull();
    expect(booking.breakdown?.lines.some((line) => line.kind === 'promo' && line.amount === -72_500)).toBe(
      true,
    );
    expect(booking.breakdown?.total).toBe(822_500);
    booking.choices.promoRemoved('promo-ski10');
    expect(booking.breakdown?.total).toBe(895_000);
  });

  it('a promo check that fails for want of the host is reported, with a sentence the guest can act on', async () => {
    const host = hostWith().on('POST', '/api/promo-codes/validation', { status: 502 });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.promo.typed('SKI10');
    await booking.promoApplied();
    expect(booking.promo.state.promoCodeError).toBe(PROMO_CHECK_FAILED);
    expect(app.errorReporter.reports.length).toBeGreaterThan(0);
  });

  it('keeps the terms and codes across a reload, and reserves with the codes in the booking context', async () => {
    const host = hostWith()
      .on('POST', '/api/promo-codes/validation', {
        body: { isError: false, objectId: 'promo-ski10', name: 'SKI10', kind: 'percent', amount: 10 },
      })
      .on('POST', '/api/listings/elk1/reserve-listing', { body: answered });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    booking.promo.typed('SKI10');
    await booking.promoApplied();
    const reloaded = app.container.get(ListingBookingViewModel);
    await reloaded.opened(home(), STAY, null, PAGE_URL);
    expect(reloaded.booking.didConfirmTerms).toBe(true);
    expect(reloaded.choices.promoCodes.map((code) => code.name)).toEqual(['SKI10']);
    await reloaded.chose('reserve');
    // The host redeems them inside the reserve (issue 28 item 3): the context carries them, and
    // nothing is redeemed after, which the host would refuse on a reserved item.
    const saved = host.requests.find((request) => request.path === '/api/item-booking-context');
    expect(saved?.body).toMatchObject({ bookingState: { promoCodes: [{ objectId: 'promo-ski10' }] } });
    expect(host.requests.some((request) => request.path.endsWith('/redeemed-promos'))).toBe(false);
    expect(reloaded.choices.promoCodes).toEqual([]);
  });

  it('back from the portal signed in, the chosen action completes without asking again', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/request-price-next', {
      body: {
        itinerary: itinerarySummarySample,
        listingItem: { ...listingItemSample, status: 'in_progress' },
      },
    });
    const { booking, app } = await panel({ signedIn: true, host });
    app.keyValueStore.set('bookingState:listing-elk1:pendingAction', 'request-price');
    await booking.opened(home({ bookingSetting: 'Request Price' }), STAY, null, PAGE_URL);
    expect(booking.ended).toMatchObject({ kind: 'outcome', result: { outcome: 'requested' } });
    expect(app.keyValueStore.get('bookingState:listing-elk1:pendingAction')).toBeNull();
  });

  it('sends each step to analytics', async () => {
    const host = hostWith().on('POST', '/api/listings/elk1/save-for-later-listing', { body: answered });
    const { booking, app } = await panel({ signedIn: true, host });
    await booking.opened(home(), STAY, null, PAGE_URL);
    await booking.chose('save-for-later');
    const events = app.analytics.calls.filter((call) => call.type === 'track').map((call) => call.name);
    expect(events).toEqual(
      expect.arrayContaining([
        'Booking Panel Viewed',
        'Booking Price Shown',
        'Booking Action Chosen',
        'Booking Outcome',
      ]),
    );
  });

  it('adds a card in the panel: its form loads on demand, and a missing billing field is said first', async () => {
    const host = hostWith()
      .on('GET', '/api/user/u-guest/creditCards', { body: [] })
      .on('GET', '/api/countries', { body: [{ code: 'US', name: 'United States' }] });
    const { booking } = await panel({ signedIn: true, host });
    await booking.opened(home({ bookingSetting: 'Streamline Instant Booking' }), STAY, null, PAGE_URL);
    booking.termsToggled(true);
    await booking.chose('reserve');
    expect(booking.needed).toBe(CARD_NEEDED);
    expect(booking.cards.list).toEqual([]);
    await booking.cards.formOpened();
    const card = booking.cards.inlineCard;
    expect(card).not.toBeNull();
    await card?.opened();
    expect(card?.countries).toEqual([{ code: 'US', name: 'United States' }]);
    await booking.cardFormSubmitted();
    expect(card?.error).toBe('Please provide name on card');
    booking.cards.formClosed();
    expect(booking.cards.inlineCard).toBeNull();
  });
});
