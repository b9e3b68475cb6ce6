/**
 * Example values the pact carries. The provider replays request examples literally, so
 * credentials are the seeded demo account's (server/db/seed/demo-accounts.ts); the session
 * token is only an example of the shape (43 base64url characters): the provider replaces it
 * with a real one from its provider state (see the provider verification).
 */
export const DEMO_GUEST = { email: 'guest@keyhaven.test', password: 'vacation-demo-1' } as const;
export const WRONG_PASSWORD = 'not-the-password';
export const NEW_GUEST = {
  email: 'new-guest@keyhaven.test',
  password: 'a-long-enough-password',
  firstName: 'Robin',
  lastName: 'Traveller',
} as const;

export const EXAMPLE_SESSION_TOKEN = 'example_session_token_for_the_contract_test';
export const SESSION_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/** Provider states, named for the data each interaction needs. */
export const STATES = {
  guestExists: `a guest account ${DEMO_GUEST.email} exists`,
  noAccountFor: `no account exists for ${NEW_GUEST.email}`,
  guestSignedIn: `the guest ${DEMO_GUEST.email} is signed in with a session token`,
  nobodySignedIn: 'nobody is signed in',
} as const;

/** The provider-state value the signed-in state hands back, injected into requests (Pact syntax). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
export const SESSION_TOKEN_EXPRESSION = '${sessionToken}';
