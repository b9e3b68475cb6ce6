import type { PactV4 } from '@pact-foundation/pact';
import { DEMO_GUEST, INVITED, NEW_GUEST, STATES, WORLD } from '../../server/verification/state-names.js';

export {
  DEMO_GUEST,
  INVITED,
  NEW_GUEST,
  WORLD,
  WRONG_PASSWORD,
} from '../../server/verification/state-names.js';

/**
 * Example values the pact carries. The provider replays request examples literally, so
 * credentials are the seeded demo account's (server/demo/seed/demo-accounts.ts); the session
 * token is only an example of the shape (43 base64url characters): the provider replaces it
 * with a real one from its provider state (see the provider verification).
 */
export const EXAMPLE_SESSION_TOKEN = 'example_session_token_for_the_contract_test';

/** The provider-state value the signed-in state hands back, injected into requests (Pact syntax). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
export const SESSION_TOKEN_EXPRESSION = '${sessionToken}';

/** A state's params, as Pact's given() takes them. */
type JsonMap = NonNullable<Parameters<ReturnType<PactV4['addInteraction']>['given']>[1]>;
type Given = readonly [state: string, params: JsonMap];
const given = (state: string, params: JsonMap = {}): Given => [state, params];

const market = { marketId: WORLD.marketId };
const service = { serviceId: WORLD.serviceId, ...market };
const trip = { itineraryId: WORLD.itineraryId, ...market };
const home = { homeId: WORLD.homeId };
const homeOnTrip = { ...trip, listingItemId: WORLD.listingItemId, listingId: WORLD.homeId };

/**
 * Every provider state the consumer tests name, with its params (Pact V3+): the state's name is
 * generic, the ids and values it speaks of travel in the params, all of one world (WORLD).
 * Used as `.given(...GIVEN.signedIn)`.
 */
export const GIVEN = {
  guestExists: given(STATES.guestExists, { email: DEMO_GUEST.email, password: DEMO_GUEST.password }),
  noAccountFor: given(STATES.noAccountFor, { email: NEW_GUEST.email }),
  signedIn: given(STATES.guestSignedIn, { email: DEMO_GUEST.email }),
  nobodySignedIn: given(STATES.nobodySignedIn),
  invitedWithLink: given(STATES.invitedWithLink, { email: INVITED.email, token: INVITED.token }),

  tripWithItem: given(STATES.demoTrip, { ...trip, itemId: WORLD.itemId, serviceId: WORLD.serviceId }),
  market: given(STATES.demoMarket, market),
  folio: given(STATES.demoFolio, {
    itineraryId: WORLD.itineraryId,
    cardId: WORLD.cardId,
    amountCents: 25000,
  }),
  attachment: given(STATES.demoAttachment, { itineraryId: WORLD.itineraryId }),
  conversation: given(STATES.demoConversation, { itineraryId: WORLD.itineraryId, itemId: WORLD.itemId }),
  card: given(STATES.demoCard, { cardId: WORLD.cardId, brand: 'visa', last4: '4242' }),
  otherGuestTrip: given(STATES.otherGuestTrip, { itineraryId: WORLD.otherItineraryId, ...market }),
  noTrip: given(STATES.noTrip, { itineraryId: WORLD.missingItineraryId }),
  tripInMarket: given(STATES.tripInMarket, trip),
  tripFromLead: given(STATES.tripFromLead, { ...trip, leadId: WORLD.leadId }),

  serviceOffered: given(STATES.serviceOffered, service),
  serviceField: given(STATES.serviceField, service),
  servicePricing: given(STATES.servicePricing, service),
  similarServices: given(STATES.similarServices, service),
  serviceBookedOnce: given(STATES.serviceBookedOnce, {
    ...service,
    itineraryId: WORLD.otherItineraryId,
    itemId: 'si-other',
  }),
  serviceContext: given(STATES.serviceContext, { ...service, contextId: WORLD.serviceContextId, adults: 2 }),
  anonymousContext: given(STATES.anonymousContext, {
    ...service,
    contextId: WORLD.anonymousContextId,
    adults: 2,
  }),
  itemContext: given(STATES.itemContext, {
    ...trip,
    itemId: WORLD.itemId,
    serviceId: WORLD.serviceId,
    contextId: WORLD.serviceContextId,
    adults: 2,
  }),
  activePromoCode: given(STATES.activePromoCode, { promoCodeId: WORLD.activePromoCodeId, code: 'SKI10' }),
  expiredPromoCode: given(STATES.expiredPromoCode, { promoCodeId: WORLD.expiredPromoCodeId, code: 'OLD5' }),
  groceries: given(STATES.groceries, { name: 'Milk', category: 'Dairy' }),

  homeCatalog: given(STATES.homeCatalog, home),
  destination: given(STATES.destination, {
    name: WORLD.destination,
    alias: WORLD.destinationAlias,
    ...market,
  }),
  category: given(STATES.category, { categoryId: WORLD.categoryId }),
  homeFree: given(STATES.homeFree, { ...home, adults: 2 }),
  homeBookedAfterStay: given(STATES.homeBookedAfterStay, home),
  homeExists: given(STATES.homeExists, home),
  similarHomes: given(STATES.similarHomes, { ...home, similarHomeId: WORLD.similarHomeId }),
  homeContext: given(STATES.homeContext, {
    listingId: WORLD.homeId,
    contextId: WORLD.homeContextId,
    adults: 2,
  }),
  homeOnTrip: given(STATES.homeOnTrip, homeOnTrip),
  homeContextOnTrip: given(STATES.homeContextOnTrip, {
    ...homeOnTrip,
    contextId: WORLD.homeContextId,
    adults: 2,
  }),
  homeDatesTaken: given(STATES.homeDatesTaken, {
    listingId: WORLD.homeId,
    itineraryId: WORLD.otherItineraryId,
    listingItemId: 'li-other',
    ...market,
  }),
  homeAvailableLater: given(STATES.homeAvailableLater, home),
  arrivalField: given(STATES.arrivalField, home),
  savedListingContext: given(STATES.savedListingContext, {
    listingItemId: WORLD.listingItemId,
    contextId: WORLD.listingItemContextId,
    adults: 2,
  }),

  marketSupport: given(STATES.market, market),
  partner: given(STATES.partner, { partnerSlug: WORLD.partnerSlug }),
  countries: given(STATES.countries, { code: WORLD.countryCode, name: WORLD.countryName }),
  userInterests: given(STATES.userInterests, { ...market, interest: WORLD.interest }),
  lead: given(STATES.lead, { leadId: WORLD.leadId, email: DEMO_GUEST.email, ...market }),
  noLead: given(STATES.noLead, { leadId: WORLD.missingLeadId }),
  activePromotion: given(STATES.activePromotion, { key: WORLD.promotionKey }),

  cardSetUp: given(STATES.cardSetUp, { brand: 'visa', last4: '4242' }),
  tokenValid: given(STATES.cardToken, { email: DEMO_GUEST.email, status: 'valid' }),
  tokenExpired: given(STATES.cardToken, { email: DEMO_GUEST.email, status: 'expired' }),
  tokenUsed: given(STATES.cardToken, { email: DEMO_GUEST.email, status: 'used' }),
} as const;

/**
 * Examples of the days the states hand back (server/verification/pact-stays.ts): the stay,
 * the service item's day and span on its third day, where the app moves the item (fourth day)
 * and the item it adds (fifth day), the later stay. The mock server sees these; the verifier
 * sends the host's, counted from its today.
 */
export const EXAMPLE_DAYS = {
  checkIn: '2027-03-10',
  checkOut: '2027-03-15',
  itemDay: '2027-03-12',
  itemStart: '2027-03-12T18:00:00.000Z',
  itemEnd: '2027-03-12T21:00:00.000Z',
  movedItemStart: '2027-03-13T18:00:00.000Z',
  movedItemEnd: '2027-03-13T21:00:00.000Z',
  addedItemStart: '2027-03-14T18:00:00.000Z',
  addedItemEnd: '2027-03-14T21:00:00.000Z',
  laterCheckIn: '2027-04-10',
  laterCheckOut: '2027-04-15',
} as const;
