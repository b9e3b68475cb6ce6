import { ITEM_STATUS_ORDER } from '../../../src/core/itinerary/index.js';
import { anyObject, day, instant, listOf, number, object, text } from './operation.js';

/** Shapes shared by several answers (docs/product/entities.md names them). */
export const ITEM_STATUS = { type: 'string', enum: [...ITEM_STATUS_ORDER] } as const;

const reference = object({ objectId: text, name: text }, ['objectId']);

export const SESSION_USER = object(
  { objectId: text, username: text, fullName: text, email: text, phone: text, sessionToken: text },
  ['objectId', 'sessionToken'],
);

/** A trip's first and last day, as the app's older backend wrote dates: `{ iso }`. */
const dateObject = object({ iso: instant }, ['iso']);

export const TRIP = object(
  {
    objectId: text,
    itineraryName: text,
    market: reference,
    arrivalDate: dateObject,
    departureDate: dateObject,
  },
  ['objectId'],
);

export const SERVICE_ITEM = object(
  { id: text, name: text, serviceId: text, status: ITEM_STATUS, startDate: instant, endDate: instant },
  ['id', 'status'],
);

export const LISTING_ITEM = object(
  { objectId: text, status: ITEM_STATUS, checkInDate: day, checkOutDate: day, property: reference },
  ['objectId', 'status'],
);

/** What a request-price, reserve or save-for-later of a service answers: the item as it now is. */
export const SERVICE_BOOKING_ANSWER = object(
  {
    data: object(
      {
        bookingResponse: object(
          {
            updatedItem: object(
              {
                id: text,
                serviceId: text,
                status: ITEM_STATUS,
                itinerary: object({ objectId: text, itineraryName: text }, ['objectId']),
              },
              ['id', 'serviceId', 'status'],
            ),
          },
          ['updatedItem'],
        ),
      },
      ['bookingResponse'],
    ),
  },
  ['data'],
);

/** The same for a home: the listing item and its trip. */
export const LISTING_BOOKING_ANSWER = object(
  {
    data: object(
      {
        bookingResponse: object(
          {
            updatedItem: LISTING_ITEM,
            updatedItinerary: object(
              { objectId: text, itineraryName: text, market: reference, property: reference },
              ['objectId'],
            ),
          },
          ['updatedItem'],
        ),
      },
      ['bookingResponse'],
    ),
  },
  ['data'],
);

export const FOLIO = object(
  {
    balance: number,
    entries: listOf(object({ objectId: text, amount: number, date: day, description: text }, ['amount'])),
    paymentCard: anyObject,
  },
  ['balance', 'entries'],
);

export const CARD = object({ objectId: text, cardId: text, brand: text, last4: text }, []);
export const OBJECTS = listOf(anyObject);
