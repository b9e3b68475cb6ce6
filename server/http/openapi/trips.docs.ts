import { anyObject, created, fails, listOf, noContent, type OperationDocs, ok } from './operation.js';
import { FOLIO, LISTING_ITEM, OBJECTS, SERVICE_ITEM, TRIP } from './shapes.js';

const trips = ['Trips'];
const items = ['Trip items'];
const mine = 'required' as const;

/** Trips (itineraries), their items, conversation, folio and attachments. */
export const TRIP_DOCS: OperationDocs = {
  'GET /api/itinerary': {
    summary: 'The signed-in guest’s trips',
    tags: trips,
    session: mine,
    answers: { ...ok('Trips.', listOf(TRIP)), ...fails(401) },
  },
  'POST /api/itinerary': {
    summary: 'Start a trip in a market for a stay',
    tags: trips,
    session: mine,
    answers: { ...created('The trip.', TRIP), ...fails(400, 401, 404) },
  },
  'GET /api/guest-itinerary/:itineraryId': {
    summary: 'A trip of the signed-in guest',
    tags: trips,
    session: mine,
    answers: { ...ok('The trip.', TRIP), ...fails(401, 403, 404) },
  },
  'GET /api/itinerary/:itineraryId/lead': {
    summary: 'The lead a trip came through',
    tags: trips,
    session: mine,
    answers: { ...ok('The lead.', anyObject), ...fails(401, 403, 404) },
  },
  'GET /api/itinerary/:itineraryId/items': {
    summary: 'The service items of a trip',
    tags: items,
    session: mine,
    answers: { ...ok('Service items.', listOf(SERVICE_ITEM)), ...fails(401, 403, 404) },
  },
  'GET /api/itinerary/:itineraryId/listing-items': {
    summary: 'The homes of a trip (listing items)',
    tags: items,
    session: mine,
    answers: { ...ok('Listing items.', listOf(LISTING_ITEM)), ...fails(401, 403, 404) },
  },
  'GET /api/itinerary/:itineraryId/conversation': {
    summary: 'A trip’s conversation: messages, notes and status moves',
    tags: trips,
    session: mine,
    answers: { ...ok('The conversation.', anyObject), ...fails(401, 403, 404) },
  },
  'POST /api/itinerary/:itineraryId/messages': {
    summary: 'Send the concierge a message about a trip',
    tags: trips,
    session: mine,
    answers: { ...created('Sent.', anyObject), ...fails(400, 401, 403, 404) },
  },
  'POST /api/messages': {
    summary: 'Send the concierge a message',
    tags: trips,
    session: 'optional',
    answers: { ...created('Sent.', anyObject), ...fails(400) },
  },
  'POST /api/itinerary/:itineraryId/caseFeed': {
    summary: 'Add a note to a trip’s case feed',
    tags: trips,
    session: mine,
    answers: { ...noContent('Added.'), ...fails(400, 401, 403, 404) },
  },
  'POST /api/itinerary/:itineraryId/search-terms': {
    summary: 'Record what the guest searched for on a trip',
    tags: trips,
    session: mine,
    answers: { ...noContent('Recorded.'), ...fails(400, 401, 403, 404) },
  },
  'GET /api/itinerary/:itineraryId/folio': {
    summary: 'A trip’s folio: charges and balance',
    tags: trips,
    session: mine,
    answers: { ...ok('The folio.', FOLIO), ...fails(401, 403, 404) },
  },
  'POST /api/itinerary/:itineraryId/creditCard': {
    summary: 'Choose the card a trip is charged to',
    tags: trips,
    session: mine,
    answers: { ...noContent('Chosen.'), ...fails(400, 401, 403, 404) },
  },
  'GET /api/:ownerType/:ownerId/attachments': {
    summary: 'The attachments of a trip',
    tags: trips,
    session: mine,
    answers: { ...ok('Attachments.', OBJECTS), ...fails(401, 403, 404) },
  },
  'GET /api/attachments/:attachmentId/file': {
    summary: 'An attachment’s file',
    tags: trips,
    session: mine,
    answers: {
      200: { description: 'The file (its own content type).' },
      ...fails(401, 403, 404),
    },
  },
};
