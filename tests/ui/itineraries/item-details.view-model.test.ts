import { describe, expect, it } from 'vitest';
import { ItemDetailsViewModel } from '../../../src/ui/itineraries/item-details.view-model.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';
import { demoGuest } from '../../support/test-container.js';
import { listingItem, pricedChef, pricedGuide, serviceItem, trip, tripHost } from './trip-fixtures.js';
import { startedTripsContainer } from './trips-container.js';

const ALLERGIES = { id: 'f-allergies', type: 'text', name: 'Allergies', displayValue: 'None' };
const PARTY = { id: 'f-party', type: 'number', name: 'Party size', displayValue: null };
const GROCERIES = { id: 'f-groceries', type: 'groceryList', name: 'Groceries', value: { content: [] } };

const quotedChef = () => ({
  ...pricedChef('chef', 'quoted'),
  fields: [ALLERGIES, PARTY, GROCERIES],
  notesFromConcierge: 'Chef Marco confirmed for 7 pm.',
});

/** The host of the trip fixtures, which also saves answers and reserves services. */
const detailsHost = (options: Parameters<typeof tripHost>[0] = {}) => {
  const host = tripHost({
    items: [quotedChef(), pricedGuide('guide', 'approved'), serviceItem('draft', 'draft')],
    ...options,
  });
  host
    .on('PUT', '/api/itinerary/it-ski/item/*/fieldValues', ({ body }) => ({
      body: (body as { updates: unknown[] }).updates,
    }))
    .on('POST', '/api/services/*/reserve-service', () => ({
      body: {
        data: {
          bookingResponse: { updatedItem: { ...quotedChef(), status: 'approved' }, updatedItinerary: trip() },
          error: null,
        },
      },
    }));
  return host;
};

const open = async (
  address: { kind: 'service' | 'home'; itemId: string },
  options: Parameters<typeof tripHost>[0] = {},
) => {
  const host = detailsHost(options);
  const ports = await startedTripsContainer({ user: demoGuest, host });
  const vm = ports.container.get(ItemDetailsViewModel);
  await vm.pageOpened({ itineraryId: 'it-ski', ...address });
  return { ...ports, vm, host };
};

const sent = (host: FakeRestHost, method: string) =>
  host.requests.filter((request) => request.method === method);

describe('ItemDetailsViewModel: a service', () => {
  it('shows the status with what comes next, the answers given and the price line by line', async () => {
    const { vm } = await open({ kind: 'service', itemId: 'chef' });
    expect(vm.state.status).toBe('ready');
    expect(vm.row?.name).toBe('Private chef dinner');
    expect(vm.guide).toMatchObject({ title: 'Quote Provided', next: 'Reserve it to book it at this price.' });
    // An unanswered number and an empty grocery list do not show.
    expect(vm.shownFields.map((field) => field.name)).toEqual(['Allergies']);
    expect(vm.breakdown?.total).toBe(60000);
    expect(vm.row?.steps).toEqual(['pay-quote', 'save-for-later']);
    expect(vm.service?.notesFromConcierge).toBe('Chef Marco confirmed for 7 pm.');
  });

  it('a service item sends no event of its own: the shell counts its page view', async () => {
    const { analytics } = await open({ kind: 'service', itemId: 'chef' });
    expect(analytics.calls.filter((call) => call.name === 'Trip Home Viewed')).toEqual([]);
  });

  it('the owner changes an answer; what has no letter is refused in words and nothing is sent', async () => {
    const { vm, host } = await open({ kind: 'service', itemId: 'chef' });
    vm.answers.editClicked();
    expect(vm.answers.edit?.typed).toEqual({ 'f-allergies': 'None', 'f-party': '' });
    vm.answers.typed('f-allergies', '1234');
    await vm.answers.saved();
    expect(vm.answers.edit).toMatchObject({
      status: 'failed',
      message: 'Allergies: please answer in words (at least one letter).',
      typed: { 'f-allergies': '1234' },
    });
    expect(sent(host, 'PUT')).toEqual([]);

    vm.answers.typed('f-allergies', 'No shellfish');
    vm.answers.typed('f-party', '6');
    await vm.answers.saved();
    expect(vm.answers.edit).toBeNull();
    expect(sent(host, 'PUT')[0]?.body).toEqual({
      updates: [
        {
          objectId: 'f-allergies',
          displayValue: 'No shellfish',
          value: { content: 'No shellfish', type: 'text' },
        },
        { objectId: 'f-party', displayValue: '6', value: { content: 6, type: 'number' } },
      ],
    });
    expect(vm.shownFields.map((field) => field.displayValue)).toEqual(['No shellfish', '6']);
  });

  it("a refused save keeps what was typed and shows the host's words", async () => {
    // The first route that matches answers: this refusal comes before the host's saving one.
    const refusing = new FakeRestHost().on('PUT', '/api/itinerary/it-ski/item/chef/fieldValues', {
      status: 409,
      body: { message: 'This item is pending confirmation: you cannot change it now.' },
    });
    const { vm } = await open({ kind: 'service', itemId: 'chef' }, { host: refusing });
    vm.answers.editClicked();
    vm.answers.typed('f-allergies', 'Peanuts');
    await vm.answers.saved();
    expect(vm.answers.edit).toMatchObject({
      status: 'failed',
      message: 'This item is pending confirmation: you cannot change it now.',
      typed: { 'f-allergies': 'Peanuts' },
    });
    expect(vm.items.fieldErrors).toEqual({
      chef: 'This item is pending confirmation: you cannot change it now.',
    });
    expect(vm.shownFields.map((field) => field.displayValue)).toEqual(['None']);
  });

  it('reserves a quoted service at its quote and says what happens next', async () => {
    const { vm, host } = await open({ kind: 'service', itemId: 'chef' });
    vm.steps.clicked(vm.row!, 'pay-quote');
    expect(vm.steps.open).toMatchObject({ status: 'confirming', step: 'pay-quote' });
    await vm.steps.confirmed();
    expect(sent(host, 'POST')[0]).toMatchObject({
      path: '/api/services/sv-chef/reserve-service',
      body: { targetEntityIds: { itemId: 'chef', itineraryId: 'it-ski' } },
    });
    expect(vm.row?.status).toBe('approved');
    expect(vm.steps.notices.chef).toMatchObject({ tone: 'done', title: 'Your request has been sent!' });
    expect(vm.row?.steps).toEqual([]);
    expect(vm.guide?.title).toBe('Pending Confirmation — We will be in touch shortly');
    expect(vm.answerableFields).toEqual([]); // pending confirmation: the answers are the concierge's now
  });

  it('removes the item after confirming, and the page says so', async () => {
    const { vm, host } = await open({ kind: 'service', itemId: 'chef' });
    vm.deletion.clicked(vm.row);
    await vm.deletion.confirmed();
    expect(sent(host, 'DELETE')[0]?.path).toBe('/api/itinerary/it-ski/item/chef');
    expect(vm.state).toEqual({ status: 'removed', name: 'Private chef dinner' });
  });

  it('someone else reads the details without any action', async () => {
    const { vm } = await open(
      { kind: 'service', itemId: 'chef' },
      { trip: trip({ user: { objectId: 'u-someone-else' } }) },
    );
    expect(vm.canEdit).toBe(false);
    expect(vm.answerableFields).toEqual([]);
    vm.deletion.clicked(vm.row);
    vm.steps.clicked(vm.row!, 'pay-quote');
    expect([vm.deletion.state, vm.steps.open]).toEqual([null, null]);
  });

  it('an item the trip does not hold is not found; a home id is not a service id', async () => {
    expect((await open({ kind: 'service', itemId: 'nope' })).vm.state.status).toBe('not-found');
    expect((await open({ kind: 'service', itemId: 'li-1' })).vm.state.status).toBe('not-found');
  });
});

describe('ItemDetailsViewModel: a home', () => {
  it("shows the stay, its price line by line and the status's next step; reserves through the trip's home actions", async () => {
    const { vm, host, analytics } = await open({ kind: 'home', itemId: 'li-1' });
    expect(vm.row).toMatchObject({
      kind: 'home',
      name: 'Aspen Ridge Chalet',
      guests: '2 adults, 1 child, 1 pet',
    });
    expect(vm.guide?.meaning).toBe('The concierge has priced this home.');
    expect(vm.breakdown?.lines.map((line) => line.name)).toEqual([
      'Base rate for 7 nights',
      'Cleaning',
      'Taxes',
      'Refundable security deposit',
    ]);
    expect(vm.breakdown?.total).toBe(424050);
    // Its own event, not a page view (the signed-in guest's identify aside).
    expect(analytics.calls.filter((call) => call.type !== 'identify')).toEqual([
      {
        type: 'track',
        name: 'Trip Home Viewed',
        properties: {
          itineraryId: 'it-ski',
          listingItemId: 'li-1',
          listingId: 'h-aspen-1',
          status: 'quoted',
        },
      },
    ]);
    const row = vm.row;
    if (row?.kind !== 'home') throw new Error('a home');
    vm.homes.reserveClicked(row);
    vm.homes.reserveTermsToggled(true);
    await vm.homes.reserveConfirmed();
    expect(sent(host, 'PUT')[0]?.path).toBe('/api/itinerary/it-ski/listing-item/li-1/new-status');
    expect(vm.row?.status).toBe('approved');
  });

  it('a home item with fields saves answers through its own call', async () => {
    const host = detailsHost({
      listingItems: [
        listingItem('li-1', 'quoted', { fields: [{ id: 'f-arrival', type: 'text', name: 'Arrival time' }] }),
      ],
    });
    host.on('PUT', '/api/itinerary/it-ski/listing-item/li-1/fieldValues', ({ body }) => ({
      body: (body as { updates: unknown[] }).updates,
    }));
    const { container } = await startedTripsContainer({ user: demoGuest, host });
    const vm = container.get(ItemDetailsViewModel);
    await vm.pageOpened({ itineraryId: 'it-ski', kind: 'home', itemId: 'li-1' });
    vm.answers.editClicked();
    vm.answers.typed('f-arrival', 'Late evening');
    await vm.answers.saved();
    expect(vm.shownFields.map((field) => field.displayValue)).toEqual(['Late evening']);
  });
});
