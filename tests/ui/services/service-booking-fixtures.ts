import type { Service } from '../../../src/core/service/service.entity.js';
import { itineraryItemSample, itinerarySummarySample } from '../../core/arbitraries/samples.js';
import { FakeRestHost } from '../../support/fake-rest-host.js';

const DENVER = 'America/Denver';

/** One header with the given options; ids are `ph-{key}`, `po-{option}`, `pc-{option}`. */
export const pricing = (key: string, options: { name: string; rates: object }[], extra: object = {}) => ({
  ...extra,
  configuration: [
    {
      objectId: `ph-${key}`,
      name: key,
      configuration: [
        {
          pricingOptions: options.map((option) => ({
            objectId: `po-${option.name}`,
            name: option.name,
            configs: [{ objectId: `pc-${option.name}`, ...option.rates }],
          })),
        },
      ],
    },
  ],
});

/** A private chef dinner in Denver: 'Date + Time', 17:00-20:00 or no preference, 48 hours' notice. */
export const dinner = (extra: Partial<Service> = {}): Service => ({
  id: 'svc-chef',
  name: 'Private Chef Dinner',
  categories: [],
  fields: [
    { id: 'fld-allergies', type: 'text', name: 'Allergies' },
    { id: 'fld-guests', type: 'number', name: 'Number of guests' },
  ],
  dateFieldType: 'Date + Time',
  timeZoneName: DENVER,
  bookingLeadTimeDuration: 48 * 60,
  coordinationFee: 10,
  startingFrom: 950,
  timeSlotName: 'Dinner time',
  timeSlots: [
    { start: '2030-01-10T00:00:00.000Z', end: '2030-01-10T03:00:00.000Z', isNoPreference: false },
    { start: '2030-01-10T07:00:00.000Z', end: '2030-01-11T07:00:00.000Z', isNoPreference: true },
  ],
  servicePricingConfig: pricing('dinner', [
    { name: 'Dinner for 8', rates: { fixedRate: 950, plusCostLabel: '+ cost of groceries' } },
  ]) as Service['servicePricingConfig'],
  ...extra,
});

export const PAGE_URL = 'https://app.example.test/markets/mk-aspen/services/svc-chef';

export const trip = {
  ...itinerarySummarySample,
  objectId: 'itn_42',
  market: { ...itinerarySummarySample.market, objectId: 'mk-aspen' },
  arrivalDate: { __type: 'Date', iso: '2030-01-10T00:00:00.000Z' },
  departureDate: { __type: 'Date', iso: '2030-01-15T00:00:00.000Z' },
};

export const addedItem = { ...itineraryItemSample, id: 'itm-new', serviceId: 'svc-chef', status: 'draft' };

export const bookingAnswer = (status: string, extra: object = {}) => ({
  data: {
    bookingResponse: {
      updatedItem: { ...addedItem, status, ...extra, itinerary: trip },
      updatedItinerary: trip,
    },
    error: null,
  },
});

/** A host that knows the service's calendar, booking contexts, the trip and adding the service to it. */
export const serviceHost = (events: object[] = []) =>
  new FakeRestHost()
    .on('GET', '/api/services/*/availability-calendar', { body: { events } })
    .on('PUT', '/api/item-booking-context', ({ body }) => ({
      body: { objectId: 'ctx-svc', ...(body as object) },
    }))
    .on('GET', '/api/my-booking-contexts', { body: [] })
    .on('POST', '/api/item-booking-contexts', { body: [] })
    .on('GET', '/api/guest-itinerary/itn_42', { body: { ...trip, items: [] } })
    .on('POST', '/api/itinerary/itn_42/service/svc-chef', ({ body }) => {
      // The item holds the dates the guest picked, as the host stores them.
      const { itemStartDate, itemEndDate } = body as {
        itemStartDate: string | null;
        itemEndDate: string | null;
      };
      return { status: 201, body: { ...addedItem, startDate: itemStartDate, endDate: itemEndDate } };
    })
    .on('POST', '/api/itinerary/itn_42/item/itm-new/dates', ({ body }) => ({
      body: { ...(body as { startDate: string; endDate: string }), isDateSelected: true },
    }))
    .on('POST', '/api/itinerary/itn_42/item/itm-new/pricing', ({ body }) => ({
      body: (body as { pricing: unknown[] }).pricing,
    }))
    .on('PUT', '/api/itinerary/itn_42/item/itm-new/fieldValues', ({ body }) => ({
      body: (body as { updates: { objectId: string; displayValue: string }[] }).updates,
    }));
