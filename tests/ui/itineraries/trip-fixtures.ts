import { FakeRestHost } from '../../support/fake-rest-host.js';

/** Wire answers of the REST host for the guest's trips, shaped as the core codecs decode them. */

export const OWNER_ID = 'u-guest';

export const home = {
  objectId: 'h-aspen-1',
  name: 'Aspen Ridge Chalet',
  primaryDestinationName: 'Aspen',
  images: ['/media/homes/aspen-1.jpg'],
  nightlyRate: 450,
};

const chefPricing = {
  configuration: [
    {
      objectId: 'hdr-dinner',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: 'opt-dinner',
              name: 'Dinner for four',
              configs: [{ objectId: 'cfg-dinner', fixedRate: 600, plusCostLabel: '+ groceries' }],
            },
          ],
        },
      ],
    },
  ],
};

const guidePricing = {
  configuration: [
    {
      objectId: 'hdr-guide',
      configuration: [
        {
          pricingOptions: [
            { objectId: 'opt-half', configs: [{ objectId: 'cfg-half', rate: 100, rateBasis: 'person' }] },
          ],
        },
      ],
    },
  ],
};

/** A service item; overrides win. Dates are 7 to 10 pm in Denver (daylight time) on 10 March 2030. */
export const serviceItem = <O extends Record<string, unknown>>(
  id: string,
  status: string,
  overrides: O = {} as O,
) => ({
  id,
  status,
  serviceId: `sv-${id}`,
  name: `Service ${id}`,
  fields: [],
  promoCodes: [],
  startDate: '2030-03-11T01:00:00.000Z',
  endDate: '2030-03-11T04:00:00.000Z',
  isDateSelected: true,
  timeZoneName: 'America/Denver',
  dateFieldType: 'Date + Time',
  startingFrom: 120,
  ...overrides,
});

/** Priced on the per-person guide config: 4 people at $100, $400, with a 10% coordination fee. */
export const pricedGuide = (id: string, status: string) =>
  serviceItem(id, status, {
    name: 'Guided snowshoe hike',
    coordinationFee: 10,
    servicePricingConfig: guidePricing,
    pricing: {
      itemId: id,
      itemTotal: 400,
      itemPrice: [
        {
          pricingHeaderId: 'hdr-guide',
          pricingOptionId: 'opt-half',
          pricingConfigId: 'cfg-half',
          quantity: 4,
          total: 400,
        },
      ],
      adjustments: [],
    },
  });

/** Priced on a flat rate with a plus cost: the fee waits for the groceries, so $600 total. */
export const pricedChef = (id: string, status: string) =>
  serviceItem(id, status, {
    name: 'Private chef dinner',
    coordinationFee: 10,
    servicePricingConfig: chefPricing,
    pricing: {
      itemId: id,
      itemTotal: 600,
      itemPrice: [
        {
          pricingHeaderId: 'hdr-dinner',
          pricingOptionId: 'opt-dinner',
          pricingConfigId: 'cfg-dinner',
          total: 600,
        },
      ],
      adjustments: [],
    },
  });

export const trip = (overrides: Record<string, unknown> = {}) => ({
  objectId: 'it-ski',
  itineraryName: 'Rocky Mountains ski week',
  market: { objectId: 'rocky-mountains', name: 'Rocky Mountains' },
  user: { objectId: OWNER_ID, fullName: 'Ava Guest' },
  property: home,
  arrivalDate: { iso: '2030-03-09T00:00:00.000Z' },
  departureDate: { iso: '2030-03-16T00:00:00.000Z' },
  items: [],
  ...overrides,
});

export const listingItem = (id: string, status: string, overrides: Record<string, unknown> = {}) => ({
  objectId: id,
  status,
  fields: [],
  checkInDate: '2030-03-09',
  checkOutDate: '2030-03-16',
  startDate: '2030-03-09',
  endDate: '2030-03-16',
  isDateSelected: true,
  adultCount: 2,
  childCount: 1,
  infantCount: 0,
  petCount: 1,
  estimatedItemPricing: {
    totalBaseRate: 3150,
    pricingFees: [{ name: 'Cleaning', amount: 250 }],
    taxes: 340.5,
    securityDeposit: 500,
  },
  listing: home,
  ...overrides,
});

/** The items of the demo-like trip: one in each status of docs/product/flows.md#item-statuses. */
export const itemsInEveryStatus = () => [
  serviceItem('draft', 'draft', { name: 'Draft dinner' }),
  serviceItem('info', 'info', { name: 'Info dinner' }),
  pricedGuide('in_progress', 'in_progress'),
  pricedChef('quoted', 'quoted'),
  serviceItem('saved_for_later', 'saved_for_later', { name: 'Saved spa day' }),
  serviceItem('approved', 'approved', { name: 'Approved sleigh ride' }),
  serviceItem('booked', 'booked', { name: 'Booked ski lesson' }),
  serviceItem('canceled', 'canceled', { name: 'Canceled massage' }),
  serviceItem('not_available', 'not_available', { name: 'Unavailable balloon ride' }),
];

/** What the REST host answers a stay change of a home that holds its nights (approved, booked). */
export const STAY_RESERVED = 'This stay is reserved: please ask the concierge to change it.';

type WireHome = { objectId: string; status: string } & Record<string, unknown>;

/**
 * A host holding one trip of the guest: its summary, items and homes; removals take them off,
 * and a home's dates, guests and reserve change it as the REST host does (409 once the stay
 * holds its nights, docs/host/decisions.md#homes-by-booking-setting).
 */
export const tripHost = (
  options: {
    trip?: Record<string, unknown>;
    items?: unknown[];
    listingItems?: unknown[];
    host?: FakeRestHost;
  } = {},
) => {
  const host = options.host ?? new FakeRestHost();
  const theTrip = options.trip ?? trip();
  const id = theTrip.objectId as string;
  let items = options.items ?? itemsInEveryStatus();
  let listingItems = options.listingItems ?? [listingItem('li-1', 'quoted')];
  host
    .on('GET', `/api/guest-itinerary/${id}`, () => ({ body: { ...theTrip, items } }))
    .on('GET', `/api/itinerary/${id}/items`, () => ({ body: items }))
    .on('GET', `/api/itinerary/${id}/listing-items`, () => ({ body: listingItems }))
    .on('DELETE', `/api/itinerary/${id}/item/*`, ({ url }) => {
      const itemId = url.pathname.split('/').at(-1);
      items = items.filter((item) => (item as { id: string }).id !== itemId);
      return { status: 204 };
    })
    .on('DELETE', `/api/itinerary/${id}/listing-item/*`, ({ url }) => {
      const itemId = url.pathname.split('/').at(-1);
      listingItems = listingItems.filter((item) => (item as { objectId: string }).objectId !== itemId);
      return { status: 204 };
    });
  const homeAt = (url: URL) => {
    const itemId = url.pathname.split('/').at(-2);
    return (listingItems as WireHome[]).find((item) => item.objectId === itemId);
  };
  const changed = (home: WireHome, fields: Record<string, unknown>) => {
    const next = { ...home, ...fields };
    listingItems = (listingItems as WireHome[]).map((item) =>
      item.objectId === home.objectId ? next : item,
    );
    return next;
  };
  const holdsNights = (home: WireHome) => home.status === 'approved' || home.status === 'booked';
  host
    .on('PUT', `/api/itinerary/${id}/listing-item/*/dates`, ({ url, body }) => {
      const home = homeAt(url);
      if (!home) return { status: 404, body: { message: 'Not Found' } };
      if (holdsNights(home)) return { status: 409, body: { message: STAY_RESERVED } };
      const { checkInDate, checkOutDate } = body as { checkInDate: string; checkOutDate: string };
      changed(home, { checkInDate, checkOutDate, startDate: checkInDate, endDate: checkOutDate });
      return {
        body: {
          startDate: checkInDate,
          endDate: checkOutDate,
          isDateSelected: true,
          checkInDate,
          checkOutDate,
        },
      };
    })
    .on('PUT', `/api/itinerary/${id}/listing-item/*/guests`, ({ url, body }) => {
      const home = homeAt(url);
      if (!home) return { status: 404, body: { message: 'Not Found' } };
      if (holdsNights(home)) return { status: 409, body: { message: STAY_RESERVED } };
      changed(home, body as Record<string, unknown>);
      return { status: 204 };
    })
    .on('PUT', `/api/itinerary/${id}/listing-item/*/new-status`, ({ url }) => {
      const home = homeAt(url);
      if (!home) return { status: 404, body: { message: 'Not Found' } };
      const updatedItem = changed(home, { status: 'approved' });
      return { body: { data: { bookingResponse: { updatedItem, updatedItinerary: theTrip }, error: null } } };
    });
  return host;
};
