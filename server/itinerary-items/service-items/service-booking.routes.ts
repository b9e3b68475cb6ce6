import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { mediaUrlFor } from '../../media/media-url.js';
import { ID_SCHEMA, NULLABLE_DATE_SCHEMA, NULLABLE_ID_SCHEMA } from '../../trips/trip-schemas.js';
import { bookService, type ServiceBookingBody, type ServiceBookingCall } from './service-booking.js';
import { serviceItemJson } from './service-item-json.js';
import { PRICE_ENTRY_SCHEMA, TIME_SLOT_SCHEMA } from './service-item-schemas.js';

const CALLS: readonly ServiceBookingCall[] = [
  'request-price-next',
  'reserve-service',
  'save-for-later-service',
];

// The booking state's other fields (promo codes, terms, lead ...) are the app's record of
// the form: accepted as sent and not needed to move the item.
const bodySchema = {
  type: 'object',
  required: ['targetEntityIds'],
  properties: {
    targetEntityIds: {
      type: 'object',
      required: ['itemId', 'itineraryId'],
      properties: { itemId: ID_SCHEMA, itineraryId: ID_SCHEMA },
    },
    itemBookingContext: NULLABLE_ID_SCHEMA,
    itemStartDate: NULLABLE_DATE_SCHEMA,
    itemEndDate: NULLABLE_DATE_SCHEMA,
    itemTimeSlot: TIME_SLOT_SCHEMA,
    itineraryItemPricing: { type: ['array', 'null'], maxItems: 50, items: PRICE_ENTRY_SCHEMA },
    cardId: NULLABLE_ID_SCHEMA,
    updateCaseFeed: { type: 'boolean' },
    alice_status: { type: 'string', maxLength: 60 },
    state: { type: 'string', maxLength: 60 },
    status: { type: 'string', maxLength: 60 },
  },
} as const;

/**
 * POST /api/services/{serviceId}/request-price-next, /reserve-service and
 * /save-for-later-service (docs/product/calls.md#service-booking-calls): move the guest's
 * item and answer data.bookingResponse.updatedItem (with its itinerary) and updatedItinerary,
 * data.error null. Refusals are HTTP errors with a message (400 bad input, 409 a move not
 * allowed now), which the app shows as they are (docs/product/errors.md#item-operations).
 */
export const registerServiceBookingRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const media = mediaUrlFor(config.mediaBaseUrl);
  for (const call of CALLS) {
    app.post<{ Params: { serviceId: string }; Body: ServiceBookingBody }>(
      `/api/services/:serviceId/${call}`,
      {
        schema: {
          params: { type: 'object', required: ['serviceId'], properties: { serviceId: ID_SCHEMA } },
          body: bodySchema,
        },
      },
      async (request) => {
        const { user } = await requireSignedIn(db, request);
        const { itemId } = await db.transaction((tx) =>
          bookService(tx, user, request.params.serviceId, call, request.body, config.now()),
        );
        const updatedItem = await serviceItemJson(db, itemId, media);
        return {
          data: { bookingResponse: { updatedItem, updatedItinerary: updatedItem.itinerary }, error: null },
        };
      },
    );
  }
};
