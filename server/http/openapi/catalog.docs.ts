import { anyObject, fails, listOf, type OperationDocs, object, ok, text } from './operation.js';
import { LISTING_BOOKING_ANSWER, OBJECTS } from './shapes.js';

const homes = ['Homes'];
const markets = ['Markets'];

/** Homes (listings), the catalog, markets and what a market offers. */
export const CATALOG_DOCS: OperationDocs = {
  'GET /api/listing/catalog': {
    summary: 'The homes of the catalog, filtered and paged',
    tags: homes,
    answers: { ...ok('A page of homes.', anyObject), ...fails(400) },
  },
  'GET /api/listings/search': {
    summary: 'Search homes free for a stay',
    tags: homes,
    answers: { ...ok('The homes found.', anyObject), ...fails(400) },
  },
  'GET /api/listings/search-count': {
    summary: 'How many homes a search finds',
    tags: homes,
    answers: { ...ok('The count.', anyObject), ...fails(400) },
  },
  'GET /api/listings/destinations': {
    summary: 'Destinations a search can name, with their aliases',
    tags: homes,
    answers: ok('Destinations.', OBJECTS),
  },
  'GET /api/categories': {
    summary: 'Stay categories',
    tags: homes,
    answers: ok('Categories.', OBJECTS),
  },
  'GET /api/guest-listing/:listingId': {
    summary: 'A home as a guest sees it',
    tags: homes,
    answers: { ...ok('The home.', anyObject), ...fails(404) },
  },
  'GET /api/listing/:listingId/similar': {
    summary: 'Homes like a home',
    tags: homes,
    answers: { ...ok('Similar homes.', OBJECTS), ...fails(404) },
  },
  'GET /api/listing/:listingId/instant-pricing': {
    summary: 'The price of a stay at a home',
    tags: homes,
    answers: { ...ok('The price.', anyObject), ...fails(400, 404) },
  },
  'POST /api/listings/:listingId/request-price-next': {
    summary: 'Ask the concierge for a price of a home on a trip',
    tags: homes,
    session: 'required',
    answers: {
      ...ok('The listing item, now in progress.', LISTING_BOOKING_ANSWER),
      ...fails(400, 401, 403, 404, 409),
    },
  },
  'POST /api/listings/:listingId/reserve-listing': {
    summary: 'Reserve a home on a trip',
    description: 'By the home’s booking setting: approved (waits for the concierge) or booked at once.',
    tags: homes,
    session: 'required',
    answers: {
      ...ok('The listing item, reserved.', LISTING_BOOKING_ANSWER),
      ...fails(400, 401, 403, 404, 409),
    },
  },
  'POST /api/listings/:listingId/save-for-later-listing': {
    summary: 'Save a home on a trip for later',
    tags: homes,
    session: 'required',
    answers: {
      ...ok('The listing item, saved for later.', LISTING_BOOKING_ANSWER),
      ...fails(400, 401, 403, 404),
    },
  },
  'GET /api/market/:marketId': {
    summary: 'A market, with its Concierge support',
    tags: markets,
    answers: { ...ok('The market.', anyObject), ...fails(404) },
  },
  'GET /api/markets/:marketId/services': {
    summary: 'The services offered in a market',
    tags: markets,
    answers: { ...ok('Services.', OBJECTS), ...fails(400, 404) },
  },
  'GET /api/lead/:leadId': {
    summary: 'A lead',
    tags: markets,
    session: 'optional',
    answers: { ...ok('The lead.', anyObject), ...fails(404) },
  },
  'GET /api/userInterest': {
    summary: 'The interests a market offers guests',
    tags: markets,
    answers: { ...ok('Interests.', OBJECTS), ...fails(400) },
  },
  'GET /api/promotional-messages/active': {
    summary: 'The promotion running today',
    tags: markets,
    answers: ok('The promotion, or an empty answer.', anyObject),
  },
  'GET /api/published-partner/:partnerName': {
    summary: 'A published partner',
    tags: markets,
    answers: { ...ok('The partner.', anyObject), ...fails(404) },
  },
  'GET /api/countries': {
    summary: 'Billing countries',
    tags: markets,
    answers: ok('Countries.', listOf(object({ code: text, name: text }))),
  },
  'GET /api/grocery-items': {
    summary: 'Grocery items a guest can ask for',
    tags: markets,
    answers: ok('Grocery items.', OBJECTS),
  },
};
