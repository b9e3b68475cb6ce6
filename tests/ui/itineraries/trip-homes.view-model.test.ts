import { describe, expect, it } from 'vitest';
import { ItineraryViewModel } from '../../../src/ui/itineraries/itinerary.view-model.js';
import { TERMS_REQUIRED } from '../../../src/ui/itineraries/trip-homes.js';
import { deferred } from '../../core/use-case-support.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { listingItem, STAY_RESERVED, trip, tripHost } from './trip-fixtures.js';
import { startedTripsContainer } from './trips-container.js';

const open = async (options: Parameters<typeof tripHost>[0] = {}) => {
  const host = tripHost(options);
  const ports = await startedTripsContainer({ user: demoGuest, host });
  const vm = ports.container.get(ItineraryViewModel);
  await vm.pageOpened('it-ski', null);
  return { ...ports, vm, host };
};

const homeRow = (vm: ItineraryViewModel, id = 'li-1') => {
  const row = vm.homeRows.find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no home row ${id}`);
  return row;
};

const puts = (host: FakeRestHost) => host.requests.filter((request) => request.method === 'PUT');

/** A host that answers a change (PUT) at once but lets the answer arrive when the test opens the gate. */
class GatedHost extends FakeRestHost {
  readonly gate = deferred<void>();
  readonly #answer = this.fetch;
  override readonly fetch = (async (input: string, init?: RequestInit) => {
    const answer = this.#answer(input, init);
    if (init?.method === 'PUT') await this.gate.promise;
    return answer;
  }) as unknown as typeof fetch;
}

describe("ItineraryViewModel: a home's row", () => {
  it('shows its dates, non-zero guests, status label and all-in total', async () => {
    const { vm } = await open();
    expect(homeRow(vm)).toMatchObject({
      checkIn: 'Saturday, March 9, 2030',
      checkOut: 'Saturday, March 16, 2030',
      guests: '2 adults, 1 child, 1 pet',
      statusLabel: 'Quote Provided',
      price: { label: 'total', amount: '$4,240.50' },
      stayChangeable: true,
      reservable: true,
    });
  });
});

describe("ItineraryViewModel: the owner changes a home's dates", () => {
  it('opens with the stay as it is; the new days are sent, shown, and the trip widened to hold them', async () => {
    const { vm, host } = await open();
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    expect(vm.homes.stayEdit).toMatchObject({
      change: { type: 'dates', days: { checkIn: '2030-03-09', checkOut: '2030-03-16' } },
      today: '2030-01-01',
      status: 'editing',
    });
    vm.homes.checkInTyped('2030-03-10');
    vm.homes.checkOutTyped('2030-03-18');
    const saving = vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit?.status).toBe('saving');
    vm.homes.checkInTyped('2030-04-01'); // typing waits while the change is under way
    vm.homes.stayEditCanceled(); // and so does closing
    expect(vm.homes.stayEdit?.change).toEqual({
      type: 'dates',
      days: { checkIn: '2030-03-10', checkOut: '2030-03-18' },
    });
    await saving;
    expect(puts(host)).toEqual([
      {
        method: 'PUT',
        path: '/api/itinerary/it-ski/listing-item/li-1/dates',
        body: { checkInDate: '2030-03-10', checkOutDate: '2030-03-18' },
      },
    ]);
    expect(vm.homes.stayEdit).toBeNull();
    expect(homeRow(vm)).toMatchObject({
      checkIn: 'Sunday, March 10, 2030',
      checkOut: 'Monday, March 18, 2030',
      // The total was for the stay before: the nightly rate stands in for it.
      price: { label: 'from', amount: '$450', per: 'night' },
    });
    expect(vm.dates).toBe('Saturday, March 9, 2030 – Monday, March 18, 2030');
    expect(vm.homes.notices['li-1']).toEqual({ tone: 'saved', message: 'Your new dates are saved.' });
  });

  it('days that cannot make a stay are refused before the host is asked, with what was typed kept', async () => {
    const { vm, host } = await open();
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    vm.homes.checkInTyped('2029-12-31');
    await vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit).toMatchObject({
      status: 'failed',
      message: 'The check-in date has passed. Please choose new dates.',
      change: { days: { checkIn: '2029-12-31', checkOut: '2030-03-16' } },
    });
    vm.homes.checkInTyped('2030-03-20');
    await vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit?.message).toBe('The check-out date must be after the check-in date.');
    // A slip in the dialog is not the host's refusal: nothing is kept beside the row.
    expect(vm.homes.notices['li-1']).toBeUndefined();
    expect(puts(host)).toEqual([]);
  });

  it("the host's refusal (409) is shown in its words, in the dialog and beside the row, with what was typed kept", async () => {
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/dates', {
      status: 409,
      body: { message: STAY_RESERVED },
    });
    const { vm } = await open({ host: refusing });
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    vm.homes.checkOutTyped('2030-03-17');
    await vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit).toMatchObject({
      status: 'failed',
      message: STAY_RESERVED,
      change: { days: { checkIn: '2030-03-09', checkOut: '2030-03-17' } },
    });
    expect(homeRow(vm).checkOut).toBe('Saturday, March 16, 2030');
    vm.homes.stayEditCanceled();
    expect(vm.homes.notices['li-1']).toEqual({ tone: 'refused', message: STAY_RESERVED });
    // Opening the edit again starts afresh, and the old refusal goes.
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    expect(vm.homes.notices['li-1']).toBeUndefined();
  });

  it('a failure of ours reads as the generic line and is reported', async () => {
    const failing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/dates', {
      status: 500,
    });
    const { vm, errorReporter } = await open({ host: failing });
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    await vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit?.message).toBe(
      "We can't seem to process your request at this time. Please refresh the page and try again.",
    );
    expect(errorReporter.reports).toHaveLength(1);
  });
});

describe("ItineraryViewModel: the owner changes a home's guests", () => {
  it('steps each count within its bounds and sends the party whole', async () => {
    const { vm, host } = await open();
    vm.homes.stayEditClicked(homeRow(vm), 'guests');
    expect(vm.homes.stayEdit?.change).toEqual({
      type: 'guests',
      guests: { adultCount: 2, childCount: 1, infantCount: 0, petCount: 1 },
    });
    vm.homes.guestCountChanged('adultCount', 0); // a stay keeps an adult
    vm.homes.guestCountChanged('childCount', 0);
    vm.homes.guestCountChanged('infantCount', 1);
    vm.homes.guestCountChanged('petCount', 500);
    await vm.homes.stayEditSaved();
    expect(puts(host)).toEqual([
      {
        method: 'PUT',
        path: '/api/itinerary/it-ski/listing-item/li-1/guests',
        body: { adultCount: 1, childCount: 0, infantCount: 1, petCount: 10 },
      },
    ]);
    expect(homeRow(vm).guests).toBe('1 adult, 1 infant, 10 pets');
    expect(vm.homes.notices['li-1']).toEqual({ tone: 'saved', message: 'Your guests are saved.' });
  });

  it("the host's refusal (409) is kept beside the row and the party typed stays in the dialog", async () => {
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/guests', {
      status: 409,
      body: { message: STAY_RESERVED },
    });
    const { vm } = await open({ host: refusing });
    vm.homes.stayEditClicked(homeRow(vm), 'guests');
    vm.homes.guestCountChanged('adultCount', 4);
    await vm.homes.stayEditSaved();
    expect(vm.homes.stayEdit).toMatchObject({
      status: 'failed',
      message: STAY_RESERVED,
      change: { guests: { adultCount: 4 } },
    });
    expect(vm.homes.notices['li-1']).toEqual({ tone: 'refused', message: STAY_RESERVED });
    expect(homeRow(vm).guests).toBe('2 adults, 1 child, 1 pet');
  });
});

describe('ItineraryViewModel: what the status allows', () => {
  it('an approved, booked or canceled home offers no stay change; only a quoted one a reserve', async () => {
    const { vm, host } = await open({
      listingItems: ['draft', 'quoted', 'approved', 'booked', 'canceled'].map((status) =>
        listingItem(`li-${status}`, status),
      ),
    });
    for (const status of ['approved', 'booked', 'canceled']) {
      const row = homeRow(vm, `li-${status}`);
      expect([row.stayChangeable, row.reservable]).toEqual([false, false]);
      vm.homes.stayEditClicked(row, 'dates');
      vm.homes.reserveClicked(row);
      expect([vm.homes.stayEdit, vm.homes.reservation]).toEqual([null, null]);
    }
    vm.homes.reserveClicked(homeRow(vm, 'li-draft'));
    expect(vm.homes.reservation).toBeNull();
    vm.homes.reserveClicked(homeRow(vm, 'li-quoted'));
    expect(vm.homes.reservation?.row.id).toBe('li-quoted');
    expect(puts(host)).toEqual([]);
  });

  it('someone who does not own the trip changes and reserves nothing', async () => {
    const { vm, host } = await open({ trip: trip({ user: { objectId: 'u-someone-else' } }) });
    vm.homes.stayEditClicked(homeRow(vm), 'dates');
    vm.homes.reserveClicked(homeRow(vm));
    expect([vm.homes.stayEdit, vm.homes.reservation]).toEqual([null, null]);
    await vm.homes.stayEditSaved();
    await vm.homes.reserveConfirmed();
    expect(puts(host)).toEqual([]);
  });
});

describe('ItineraryViewModel: the owner reserves a quoted home', () => {
  it('asks for the terms first, then reserves: the row reads approved and the confirmation is told', async () => {
    const { vm, host } = await open();
    vm.homes.reserveClicked(homeRow(vm));
    await vm.homes.reserveConfirmed();
    expect(vm.homes.reservation).toMatchObject({ status: 'failed', message: TERMS_REQUIRED });
    expect(puts(host)).toEqual([]);

    vm.homes.reserveTermsToggled(true);
    const reserving = vm.homes.reserveConfirmed();
    expect(vm.homes.reservation?.status).toBe('reserving');
    vm.homes.reserveCanceled(); // under way: it finishes
    vm.homes.reserveTermsToggled(false);
    expect(vm.homes.reservation).toMatchObject({ status: 'reserving', termsAccepted: true });
    await reserving;
    expect(puts(host)).toEqual([
      {
        method: 'PUT',
        path: '/api/itinerary/it-ski/listing-item/li-1/new-status',
        body: {
          status: 'Approved',
          didConfirmTerms: true,
          confirmedTermsMethod: 'checkbox',
          updateCaseFeed: true,
          itemBookingContext: null,
        },
      },
    ]);
    expect(vm.homes.reservation).toBeNull();
    expect(homeRow(vm)).toMatchObject({
      status: 'approved',
      statusLabel: 'Pending Confirmation — We will be in touch shortly',
      reservable: false,
      stayChangeable: false,
    });
    expect(vm.homes.notices['li-1']).toEqual({
      tone: 'reserved',
      title: 'Your request is being finalized.',
      message: 'Your card will be charged once confirmed.',
    });
    // The trip's owner is still known: the answer's trip did not replace the page's.
    expect(vm.canEdit).toBe(true);
  });

  it("a refusal shows the host's words; the terms stay accepted to try again", async () => {
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/new-status', {
      status: 409,
      body: {
        message:
          'This home is booked on request: please request a price, and reserve once the concierge has quoted it.',
      },
    });
    const { vm } = await open({ host: refusing });
    vm.homes.reserveClicked(homeRow(vm));
    vm.homes.reserveTermsToggled(true);
    await vm.homes.reserveConfirmed();
    expect(vm.homes.reservation).toMatchObject({
      status: 'failed',
      termsAccepted: true,
      message:
        'This home is booked on request: please request a price, and reserve once the concierge has quoted it.',
    });
    expect(homeRow(vm).status).toBe('quoted');
  });

  it('a refusal the host words in its answer (data.error) is shown too', async () => {
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/listing-item/*/new-status', {
      body: { data: { bookingResponse: null, error: 'Unfortunately, these dates are unavailable.' } },
    });
    const { vm } = await open({ host: refusing });
    vm.homes.reserveClicked(homeRow(vm));
    vm.homes.reserveTermsToggled(true);
    await vm.homes.reserveConfirmed();
    expect(vm.homes.reservation?.message).toBe('Unfortunately, these dates are unavailable.');
  });

  it('an answer for a home removed meanwhile is dropped', async () => {
    const gated = new GatedHost();
    const { vm } = await open({ host: gated });
    vm.homes.reserveClicked(homeRow(vm));
    vm.homes.reserveTermsToggled(true);
    const reserving = vm.homes.reserveConfirmed();
    vm.deletion.clicked(homeRow(vm));
    await vm.deletion.confirmed();
    expect(vm.homeRows).toEqual([]);
    expect(vm.homes.reservation).toBeNull();
    gated.gate.resolve();
    await reserving;
    expect(vm.homeRows).toEqual([]);
    expect([vm.homes.reservation, vm.homes.notices]).toEqual([null, {}]);
  });

  it('an answer for the trip before is dropped: nothing of it shows on the next', async () => {
    const gated = new GatedHost();
    const { vm } = await open({ host: gated });
    vm.homes.stayEditClicked(homeRow(vm), 'guests');
    const saving = vm.homes.stayEditSaved();
    await vm.pageOpened('it-nope', null);
    expect(vm.homes.stayEdit).toBeNull();
    gated.gate.resolve();
    await saving;
    expect([vm.homes.stayEdit, vm.homes.notices, vm.homeRows]).toEqual([null, {}, []]);
  });
});
