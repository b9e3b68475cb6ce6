import { describe, expect, it, vi } from 'vitest';
import type { Itinerary } from '../../../src/core/itinerary/itinerary.entity.js';
import type { ItineraryItem } from '../../../src/core/itinerary/itinerary-item.entity.js';
import type { ListingItem } from '../../../src/core/itinerary/listing-item.entity.js';
import {
  openServiceItemChoices,
  saveServiceItemChoices,
  serviceItemChanges,
} from '../../../src/core/itinerary/service-item-choices.use-case.js';
import type { ItemPriceEntry } from '../../../src/core/pricing/item-price-entry.entity.js';
import type { Service } from '../../../src/core/service/service.entity.js';
import { http, left, leftOf, reporter, right, rightOf } from '../use-case-support.js';

const DENVER = 'America/Denver';
// A cruise by the day in Denver's zone: its days begin at local midnight (07:00 UTC in winter, as here).
const service = {
  id: 'svc_cruise',
  dateFieldType: 'Date Only',
  timeZoneName: DENVER,
  servicePricingConfig: {
    configuration: [
      {
        objectId: 'h1',
        name: 'Cruise',
        rate: 60,
        rateBasis: 'person',
        configuration: [
          {
            pricingOptions: [
              {
                objectId: 'o1',
                name: 'Shared',
                configs: [{ objectId: 'c1', rate: 60, rateBasis: 'person' }],
              },
            ],
          },
        ],
      },
    ],
  },
} as unknown as Service;

const line: ItemPriceEntry = {
  pricingHeaderId: 'h1',
  pricingOptionId: 'o1',
  pricingConfigId: 'c1',
  quantity: 2,
  total: 120,
};
const item = {
  id: 'item-1',
  serviceId: 'svc_cruise',
  status: 'quoted',
  startDate: '2030-02-10T07:00:00.000Z',
  endDate: '2030-02-10T07:00:00.000Z',
  pricing: { itemPrice: [line], adjustments: [] },
  fields: [],
  promoCodes: [],
} as unknown as ItineraryItem;
const trip = { objectId: 'it-1' } as Itinerary;

const saveDeps = () => ({
  items: {
    changeItemDates: vi.fn(() =>
      right({
        startDate: '2030-02-12T07:00:00.000Z',
        endDate: '2030-02-12T07:00:00.000Z',
        isDateSelected: true,
      }),
    ),
    saveItemPricing: vi.fn(() => right<readonly ItemPriceEntry[]>([line])),
  },
  itineraries: {
    guestItinerary: vi.fn(() => right(trip)),
    itineraryItems: vi.fn(() => right<readonly ItineraryItem[]>([item])),
  },
  listingItems: { listingItems: vi.fn(() => right<readonly ListingItem[]>([])) },
});

describe('openServiceItemChoices', () => {
  const deps = () => ({
    services: {
      serviceDetail: vi.fn(() => right(service)),
      availabilityCalendar: vi.fn(() => right({ events: [] })),
    },
    errors: reporter(),
  });

  it('reads the service for the trip and gives the item’s day (in the service’s zone) and price line', async () => {
    const d = deps();
    const opened = rightOf(
      await openServiceItemChoices(d, { itineraryId: 'it-1', item, leadId: 'lead-1', productLine: null }),
    );
    expect(d.services.serviceDetail).toHaveBeenCalledWith('svc_cruise', {
      itineraryId: 'it-1',
      leadId: 'lead-1',
      productLine: 'Concierge',
    });
    expect(opened.when).toEqual({ startDay: '2030-02-10', endDay: null, slot: null });
    expect(opened.entry).toEqual(line);
  });

  it('finds the slot of an item placed without one by its start time (6 pm in Denver)', async () => {
    const timed = {
      ...service,
      dateFieldType: 'Date + Time',
      timeSlots: [
        { start: '2030-01-01T17:00:00.000Z', end: '2030-01-01T19:00:00.000Z' },
        { start: '2030-01-02T01:00:00.000Z', end: '2030-01-02T03:00:00.000Z' },
      ],
    } as unknown as Service;
    const d = deps();
    d.services.serviceDetail.mockImplementation(() => right(timed));
    const evening = {
      ...item,
      startDate: '2030-02-11T01:00:00.000Z',
      endDate: '2030-02-11T03:00:00.000Z',
      selectedTimeSlot: null,
    };
    const opened = rightOf(
      await openServiceItemChoices(d, {
        itineraryId: 'it-1',
        item: evening,
        leadId: null,
        productLine: null,
      }),
    );
    expect(opened.when).toEqual({ startDay: '2030-02-10', endDay: null, slot: 1 });
  });

  it('goes on without a calendar that cannot load, and reports it', async () => {
    const d = deps();
    d.services.availabilityCalendar.mockImplementation(() => left(http(500)));
    const opened = rightOf(
      await openServiceItemChoices(d, { itineraryId: 'it-1', item, leadId: null, productLine: null }),
    );
    expect(opened.calendar).toEqual({ events: [] });
    expect(d.errors.report).toHaveBeenCalledTimes(1);
  });

  it('answers the failure when the service cannot be read, and a service-less item as not found', async () => {
    const d = deps();
    d.services.serviceDetail.mockImplementation(() => left(http(404, 'Service not found')));
    expect(
      leftOf(await openServiceItemChoices(d, { itineraryId: 'it-1', item, leadId: null, productLine: null }))
        .message,
    ).toBe('Service not found');
    const orphan = { ...item, serviceId: null };
    expect(
      leftOf(
        await openServiceItemChoices(deps(), {
          itineraryId: 'it-1',
          item: orphan,
          leadId: null,
          productLine: null,
        }),
      ).kind,
    ).toBe('not-found');
  });
});

describe('serviceItemChanges', () => {
  const when = (startDay: string) => ({ startDay, endDay: null, slot: null });

  it('finds nothing to send when the day and the line are the item’s own', () => {
    expect(serviceItemChanges(item, service, when('2030-02-10'), line)).toEqual({
      dates: null,
      pricing: null,
    });
  });

  it('sends a moved day as the service’s local midnight, and a line whose quantity changed', () => {
    const changes = serviceItemChanges(item, service, when('2030-02-12'), { ...line, quantity: 3 });
    expect(changes.dates).toEqual({
      startDate: '2030-02-12T07:00:00.000Z',
      endDate: '2030-02-12T07:00:00.000Z',
    });
    expect(changes.pricing?.quantity).toBe(3);
  });
});

describe('saveServiceItemChoices', () => {
  const request = { itineraryId: 'it-1', item, service };

  it('sends nothing when nothing moved', async () => {
    const deps = saveDeps();
    const saved = await saveServiceItemChoices(deps, {
      ...request,
      when: { startDay: '2030-02-10', endDay: null, slot: null },
      entry: line,
    });
    expect(saved).toEqual({ status: 'unchanged' });
    expect(deps.items.changeItemDates).not.toHaveBeenCalled();
    expect(deps.items.saveItemPricing).not.toHaveBeenCalled();
  });

  it('sends the dates, then the line, then reads the trip back', async () => {
    const deps = saveDeps();
    const saved = await saveServiceItemChoices(deps, {
      ...request,
      when: { startDay: '2030-02-12', endDay: null, slot: null },
      entry: { ...line, quantity: 4 },
    });
    expect(deps.items.changeItemDates).toHaveBeenCalledWith('it-1', 'item-1', {
      startDate: '2030-02-12T07:00:00.000Z',
      endDate: '2030-02-12T07:00:00.000Z',
    });
    expect(deps.items.saveItemPricing).toHaveBeenCalledWith('it-1', 'item-1', {
      pricing: [{ ...line, quantity: 4 }],
    });
    expect(saved).toEqual({ status: 'saved', contents: [trip, [item], []] });
  });

  it('answers the host’s words when it refuses the dates, and sends no line after it', async () => {
    const deps = saveDeps();
    deps.items.changeItemDates.mockImplementation(() =>
      left(http(409, 'This service is not available on that day')),
    );
    const saved = await saveServiceItemChoices(deps, {
      ...request,
      when: { startDay: '2030-02-12', endDay: null, slot: null },
      entry: { ...line, quantity: 4 },
    });
    expect(saved).toEqual({
      status: 'refused',
      message: 'This service is not available on that day',
      contents: null,
    });
    expect(deps.items.saveItemPricing).not.toHaveBeenCalled();
  });

  it('reads the trip back when the line is refused after the dates were kept', async () => {
    const deps = saveDeps();
    deps.items.saveItemPricing.mockImplementation(() => left(http(400, 'Unknown pricing option')));
    const saved = await saveServiceItemChoices(deps, {
      ...request,
      when: { startDay: '2030-02-12', endDay: null, slot: null },
      entry: { ...line, pricingOptionId: 'o9' },
    });
    expect(saved).toEqual({
      status: 'refused',
      message: 'Unknown pricing option',
      contents: [trip, [item], []],
    });
  });

  it('says saved without contents when the trip cannot be read back', async () => {
    const deps = saveDeps();
    deps.itineraries.itineraryItems.mockImplementation(() => left(http(500)));
    const saved = await saveServiceItemChoices(deps, {
      ...request,
      when: { startDay: '2030-02-10', endDay: null, slot: null },
      entry: { ...line, quantity: 5 },
    });
    expect(saved).toEqual({ status: 'saved', contents: null });
  });
});
