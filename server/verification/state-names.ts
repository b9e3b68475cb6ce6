/**
 * The provider states of the guest app's pact (contracts/README.md#provider-states), by the
 * names the consumer tests give them, and the example accounts those states and the pact's
 * requests share. The host's provider-state endpoint (provider-state.routes.ts) keys on these
 * names; the consumer tests import them from here, so the two can never drift apart.
 * Credentials are the seeded demo account's (server/demo/seed/demo-accounts.ts).
 */
export const DEMO_GUEST = { email: 'guest@keyhaven.test', password: 'vacation-demo-1' } as const;
export const WRONG_PASSWORD = 'not-the-password';
export const NEW_GUEST = {
  email: 'new-guest@keyhaven.test',
  password: 'a-long-enough-password',
  firstName: 'Robin',
  lastName: 'Traveller',
} as const;

/**
 * The portal account calls' examples (docs/host/decisions.md#account-links), shared by the
 * consumer test and the provider states: an invited account with a finalize-account link. The
 * token is a fixed, well-formed one (43 base64url characters); the provider stores only its
 * sha256, again for each interaction, so the link is fresh whenever an interaction uses it.
 */
export const INVITED = {
  email: 'pact.invited@keyhaven.test',
  token: 'pactAccountLinkToken00000000000000000000001',
  obscuredEmail: 'pa**********@keyhaven.test',
} as const;

/**
 * The one world every provider state describes, by id: the consumer tests send these as the
 * states' params (Pact V3+ provider-state parameters), the host creates its rows with them.
 * One market, one home (and a second one like it), one service, one trip of the demo guest
 * holding the service's item and the home's listing item, and one trip of another guest.
 */
export const WORLD = {
  marketId: 'm-aspen',
  destination: 'Aspen',
  destinationAlias: 'Snowmass',
  categoryId: 'c-ski',
  homeId: 'h-aspen-1',
  similarHomeId: 'h-aspen-2',
  serviceId: 's-aspen-chef-1',
  partnerSlug: 'aspen-luxe',
  leadId: 'lead-aspen-1',
  missingLeadId: 'lead-missing-1',
  itineraryId: 'it-aspen',
  itemId: 'si-1',
  listingItemId: 'li-1',
  otherItineraryId: 'it-other',
  missingItineraryId: 'it-missing',
  serviceContextId: 'bc-1',
  anonymousContextId: 'bc-anon',
  homeContextId: 'bc-home',
  listingItemContextId: 'bc-li-1',
  cardId: 'card-1',
  fieldId: 'fld-allergies',
  arrivalFieldId: 'arrival-time',
  pricingHeaderId: 'ph-chef',
  pricingOptionId: 'po-dinner',
  pricingConfigId: 'pc-flat',
  activePromoCodeId: 'promo-ski10',
  expiredPromoCodeId: 'promo-old5',
  promotionKey: 'winter-sale',
  countryCode: 'US',
  countryName: 'United States',
  interest: 'Skiing',
} as const;

/**
 * "The stay", "the later stay" and "nights after the stay" are counted from the host's today
 * (server/verification/pact-stays.ts): the states hand their dates back, never name them,
 * so the pact does not expire.
 *
 * Every provider state the consumer tests name, each written once and generic: which account,
 * trip, home or service a state speaks of travels in its params (the WORLD's ids), never in
 * its name. The provider's state handlers key on these same strings.
 */
export const STATES = {
  // Accounts and sessions: params { email } (and { password } for an account to sign in to).
  guestExists: 'a guest account exists',
  noAccountFor: 'no account exists',
  guestSignedIn: 'the guest is signed in with a session token',
  nobodySignedIn: 'nobody is signed in',
  invitedWithLink: 'an invited account has an unused account link',

  // The demo guest's trip with the service's item, and what hangs on it.
  demoTrip: 'the guest has a trip with a draft service item',
  demoMarket: 'a market exists',
  demoFolio: 'a trip has a folio charge',
  demoAttachment: 'a trip has an attachment',
  demoConversation: 'a trip has a message, a note and a quote in its conversation',
  demoCard: 'the guest has one saved card',
  otherGuestTrip: 'another guest owns a trip',
  noTrip: 'no trip exists',
  tripInMarket: 'the guest has a trip in a market',
  tripFromLead: 'the guest has a trip that came through a lead',

  // The service and the booking contexts and promo codes around it.
  serviceOffered: 'a service is offered in a market',
  serviceField: 'a service asks for a text field',
  servicePricing: 'a service is priced by a flat-rate config',
  similarServices: 'a market offers other services like a service',
  serviceBookedOnce: 'another guest has booked a service on the second day of the stay',
  serviceContext: 'the guest has a booking context for a service',
  anonymousContext: 'an anonymous booking context exists for a service',
  itemContext: 'the guest has a booking context for a service item',
  activePromoCode: 'a promo code is active for services',
  expiredPromoCode: 'a promo code has expired',
  groceries: 'a grocery item exists',

  // The home: in the catalog, free or taken, on the guest's trip.
  homeCatalog: 'a home is in the catalog',
  destination: 'a destination exists with an alias',
  category: 'a stay category exists',
  homeFree: 'a home is free for the stay',
  homeBookedAfterStay: 'a home is booked for nights after the stay',
  homeExists: 'a home exists',
  similarHomes: 'another home is like a home',
  homeContext: 'the guest has a booking context for a home on no trip',
  homeOnTrip: 'the guest has a home on a trip as a listing item for the stay',
  homeContextOnTrip: 'the guest has a booking context for a home on a trip',
  homeDatesTaken: 'another guest has booked a home for the stay',
  homeAvailableLater: 'a home is free for the later stay',
  arrivalField: 'a home asks its listing items for the arrival time',
  savedListingContext: 'the guest saved a booking context for a listing item quoted by the concierge',

  // The market and what surrounds a visit there.
  market: 'a market has Concierge support by e-mail and phone',
  partner: 'a partner is published',
  countries: 'a billing country exists',
  userInterests: 'a market has a user interest for adults and children',
  lead: 'a lead exists',
  noLead: 'no lead exists',
  activePromotion: 'a promotion is active',

  // Payment: cards on file and card tokens.
  cardSetUp: 'the payment provider has set up a card for the guest',
  cardToken: 'a card token was issued to the guest',
} as const;
