import { anyObject, created, fails, listOf, noContent, type OperationDocs, ok } from './operation.js';
import { LISTING_ITEM, OBJECTS, SERVICE_BOOKING_ANSWER, SERVICE_ITEM } from './shapes.js';

const services = ['Services'];
const items = ['Trip items'];
const mine = 'required' as const;
const itemFails = fails(400, 401, 403, 404);

/** Services, their booking, and changes to a trip's items. */
export const ITEM_DOCS: OperationDocs = {
  'POST /api/services/:serviceId': {
    summary: 'A service, with its fields and pricing',
    tags: services,
    session: 'optional',
    answers: { ...ok('The service.', anyObject), ...fails(400, 404) },
  },
  'GET /api/services/:serviceId/similar': {
    summary: 'Services like a service in its market',
    tags: services,
    answers: { ...ok('Similar services.', OBJECTS), ...fails(404) },
  },
  'GET /api/services/:serviceId/availability-calendar': {
    summary: 'The days and hours a service is taken',
    tags: services,
    answers: { ...ok('The calendar.', anyObject), ...fails(400, 404) },
  },
  'POST /api/services/:serviceId/request-price-next': {
    summary: 'Ask the concierge for a price of a service item',
    tags: services,
    session: mine,
    answers: {
      ...ok('The item, now in progress.', SERVICE_BOOKING_ANSWER),
      ...fails(400, 401, 403, 404, 409),
    },
  },
  'POST /api/services/:serviceId/reserve-service': {
    summary: 'Reserve a service item',
    tags: services,
    session: mine,
    answers: { ...ok('The item, reserved.', SERVICE_BOOKING_ANSWER), ...fails(400, 401, 403, 404, 409) },
  },
  'POST /api/services/:serviceId/save-for-later-service': {
    summary: 'Save a service item for later',
    tags: services,
    session: mine,
    answers: { ...ok('The item, saved for later.', SERVICE_BOOKING_ANSWER), ...fails(400, 401, 403, 404) },
  },
  'POST /api/itinerary/:itineraryId/service/:serviceId': {
    summary: 'Add a service to a trip as a draft item',
    tags: items,
    session: mine,
    answers: { ...created('The item.', SERVICE_ITEM), ...itemFails },
  },
  'DELETE /api/itinerary/:itineraryId/item/:itemId': {
    summary: 'Remove a service item from a trip',
    tags: items,
    session: mine,
    answers: { ...noContent('Removed.'), ...fails(401, 403, 404, 409) },
  },
  'PUT /api/itinerary/:itineraryId/item/:itemId/fieldValues': {
    summary: 'Answer a service item’s fields',
    tags: items,
    session: mine,
    answers: { ...ok('The field values.', OBJECTS), ...itemFails },
  },
  'POST /api/itinerary/:itineraryId/item/:itemId/pricing': {
    summary: 'Choose a service item’s pricing options',
    tags: items,
    session: mine,
    answers: { ...ok('The chosen options.', OBJECTS), ...itemFails },
  },
  'POST /api/itinerary/:itineraryId/item/:itemId/dates': {
    summary: 'Move a service item',
    tags: items,
    session: mine,
    answers: { ...ok('The item.', anyObject), ...fails(400, 401, 403, 404, 409) },
  },
  'POST /api/itinerary/:itineraryId/items/:itemId/redeemed-promos': {
    summary: 'Redeem a promo code on a service item',
    tags: items,
    session: mine,
    answers: { ...ok('The redeemed codes.', OBJECTS), ...fails(400, 401, 403, 404, 409) },
  },
  'DELETE /api/itinerary/:itineraryId/listing-item/:listingItemId': {
    summary: 'Remove a home from a trip',
    tags: items,
    session: mine,
    answers: { ...noContent('Removed.'), ...fails(401, 403, 404, 409) },
  },
  'PUT /api/itinerary/:itineraryId/listing-item/:listingItemId/guests': {
    summary: 'Change who stays at a home on a trip',
    tags: items,
    session: mine,
    answers: { ...noContent('Changed.'), ...itemFails },
  },
  'PUT /api/itinerary/:itineraryId/listing-item/:listingItemId/dates': {
    summary: 'Change the stay at a home on a trip',
    tags: items,
    session: mine,
    answers: { ...ok('The listing item.', anyObject), ...fails(400, 401, 403, 404, 409) },
  },
  'PUT /api/itinerary/:itineraryId/listing-item/:listingItemId/pricing-estimate': {
    summary: 'The price estimate of a home on a trip',
    tags: items,
    session: mine,
    answers: { ...ok('The estimate.', anyObject), ...itemFails },
  },
  'PUT /api/itinerary/:itineraryId/listing-item/:listingItemId/fieldValues': {
    summary: 'Answer a home’s stay fields',
    tags: items,
    session: mine,
    answers: { ...ok('The field values.', OBJECTS), ...itemFails },
  },
  'PUT /api/itinerary/:itineraryId/listing-item/:listingItemId/new-status': {
    summary: 'Move a home on a trip to another status',
    tags: items,
    session: mine,
    answers: { ...ok('The listing item.', LISTING_ITEM), ...fails(400, 401, 403, 404, 409) },
  },
  'POST /api/promo-codes/validation': {
    summary: 'Whether a promo code can be redeemed',
    tags: items,
    session: mine,
    answers: { ...ok('The verdict.', anyObject), ...fails(400, 401, 429) },
  },
  'PUT /api/item-booking-context': {
    summary: 'Save a booking context (the stay or span and party being booked)',
    tags: ['Booking contexts'],
    session: 'optional',
    answers: { ...ok('The context.', anyObject), ...fails(400, 401, 403, 404) },
  },
  'POST /api/item-booking-contexts': {
    summary: 'Booking contexts by id',
    tags: ['Booking contexts'],
    session: 'optional',
    answers: { ...ok('The contexts.', OBJECTS), ...fails(400) },
  },
  'GET /api/my-booking-contexts': {
    summary: 'The signed-in guest’s booking contexts',
    tags: ['Booking contexts'],
    session: mine,
    answers: { ...ok('The contexts.', listOf(anyObject)), ...fails(401) },
  },
  'POST /api/attach-booking-contexts': {
    summary: 'Give anonymous booking contexts to the signed-in guest',
    tags: ['Booking contexts'],
    session: mine,
    answers: { ...ok('The contexts now the guest’s.', OBJECTS), ...fails(400, 401) },
  },
};
