/**
 * The provider states of the guest app's pact (contracts/README.md#provider-states), by the
 * names the consumer tests give them, and the example accounts those states and the pact's
 * requests share. The host's provider-state endpoint (provider-state.routes.ts) keys on these
 * names; the consumer tests import them from here, so the two can never drift apart.
 * Credentials are the seeded demo account's (server/db/seed/demo-accounts.ts).
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

export const ACCOUNT_STATES = {
  invitedWithLink: `an invited account ${INVITED.email} has an unused account link`,
} as const;

/**
 * "The stay", "the later stay" and "nights after the stay" are counted from the host's today
 * (server/provider-states/pact-stays.ts): the states hand their dates back, never name them,
 * so the pact does not expire.
 *
 * Every provider state the consumer tests name, each written once, named for the data the
 * interaction needs. The provider's state handlers key on these same strings.
 */
export const STATES = {
  // Accounts and sessions.
  guestExists: `a guest account ${DEMO_GUEST.email} exists`,
  noAccountFor: `no account exists for ${NEW_GUEST.email}`,
  guestSignedIn: `the guest ${DEMO_GUEST.email} is signed in with a session token`,
  nobodySignedIn: 'nobody is signed in',

  // The demo guest's trip it-demo, its service item si-1, booking contexts and cards.
  demoTrip:
    'the demo guest owns itinerary it-demo in market mk-aspen with a draft service item si-1 for service sv-chef',
  demoMarket: 'market mk-aspen exists',
  demoFolio: 'itinerary it-demo has a folio charge of 250 dollars',
  demoAttachment: 'itinerary it-demo has an attachment',
  demoConversation:
    'itinerary it-demo has a message from Ava Guest, a note and a quote of si-1 by the concierge in its conversation',
  demoCard: 'the demo guest has a saved card card-1',
  otherGuestTrip: 'another guest owns itinerary it-other',
  noTrip: 'no itinerary it-missing exists',
  demoService: 'service sv-chef exists in market mk-aspen',
  serviceField: 'service sv-chef asks for a text field fld-allergies',
  servicePricing: 'service sv-chef is priced by header ph-chef with option po-dinner and config pc-flat',
  serviceContext: 'the demo guest has a booking context bc-1 for service sv-chef on 2031-02-09 for 2 adults',
  anonymousContext:
    'an anonymous booking context bc-anon exists for service sv-chef on 2031-02-09 for 2 adults',
  itemContext: 'the demo guest has a booking context bc-1 for item si-1 on 2031-02-09 from 18:00 to 21:00',
  activePromoCode: 'promo code SKI10 (promo-ski10) is active for services',
  expiredPromoCode: 'promo code OLD5 expired',

  // The demo guest's home booking: listing ls-aspen on trip it-home.
  homeContext:
    'the demo guest has a booking context bc-home for listing ls-aspen from 2031-02-07 to 2031-02-14 for 2 adults',
  homeOnDemoTrip:
    'the demo guest has listing ls-aspen on itinerary it-home as listing item li-1 with booking context bc-home',
  homeDatesTaken: 'listing ls-aspen is booked by another guest from 2031-02-07 to 2031-02-14',

  // The home catalog and home h-aspen-1.
  homeCatalog: 'the home catalog has home h-aspen-1 in category c-ski and destination Aspen',
  destination: 'destination Aspen exists with the alias Snowmass',
  category: 'the stay category c-ski (Ski in, ski out) exists',
  freeHomes: 'home h-aspen-1 in destination Aspen is free for the stay for 2 adults',
  homeAvailable: 'home h-aspen-1 is available for the stay',
  homeBookedInApril: 'home h-aspen-1 is booked for nights after the stay',
  homeExists: 'home h-aspen-1 exists in destination Aspen',
  similarHomes: 'other homes in destination Aspen are like home h-aspen-1',
  homeOnTrip: 'the guest has home h-aspen-1 on an itinerary as a listing item for the stay',
  homeAvailableLater: 'home h-aspen-1 is available for the later stay',
  arrivalField: 'the listing item of home h-aspen-1 has a text field for the arrival time',
  savedListingContext: 'the guest saved a booking context for the listing item of home h-aspen-1',

  // Market m-aspen, its partners, services, interests and leads.
  market: 'market m-aspen (Aspen) has Concierge support by e-mail and phone',
  partner: 'partner aspen-luxe is published',
  countries: 'the billing countries include US (United States)',
  userInterests: 'market m-aspen has user interests (Skiing) for adults and children',
  tripInMarket: 'the guest has an itinerary in market m-aspen',
  serviceOffered: 'service s-aspen-chef-1 (Private chef) is offered in market m-aspen',
  similarServices: 'market m-aspen offers other services like s-aspen-chef-1 during the stay',
  serviceBookedOnce: 'service s-aspen-chef-1 is booked from 17:00 to 21:00 UTC on the second day of the stay',
  groceries: 'the grocery items include Milk in Dairy',
  lead: `lead lead-aspen-1 exists for ${DEMO_GUEST.email}`,
  noLead: 'no lead lead-missing-1 exists',
  tripFromLead: 'the guest has an itinerary that came through lead lead-aspen-1',
  activePromotion: 'a promotion winter-sale is active',

  // Payment: cards on file and card tokens.
  cardOnFile: 'the guest has a visa card ending 4242 on file',
  cardSetUp: 'the payment provider has set up a visa card ending 4242 for the guest',
  tokenValid: `a card token issued to ${DEMO_GUEST.email} is valid`,
  tokenExpired: `a card token issued to ${DEMO_GUEST.email} has expired`,
  tokenUsed: `a card token issued to ${DEMO_GUEST.email} has been used`,
} as const;
