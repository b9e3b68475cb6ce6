export {
  DEMO_GUEST,
  NEW_GUEST,
  STATES,
  WRONG_PASSWORD,
} from '../../server/provider-states/state-names.js';

/**
 * Example values the pact carries. The provider replays request examples literally, so
 * credentials are the seeded demo account's (server/db/seed/demo-accounts.ts); the session
 * token is only an example of the shape (43 base64url characters): the provider replaces it
 * with a real one from its provider state (see the provider verification).
 */
export const EXAMPLE_SESSION_TOKEN = 'example_session_token_for_the_contract_test';

/** The provider-state value the signed-in state hands back, injected into requests (Pact syntax). */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
export const SESSION_TOKEN_EXPRESSION = '${sessionToken}';
