import { findUserByEmail } from '../../server/auth/user-repository.js';
import { seedDemoAccounts } from '../../server/db/seed/demo-accounts.js';
import { type AuthHarness, GUEST } from '../../tests/server/support/auth-server.js';
import { NEW_GUEST, STATES } from '../support/examples.js';

import { accountStates } from './states/account.states.js';
import { bookingStates } from './states/booking.states.js';
import { catalogStates } from './states/catalog.states.js';
import { contextStates } from './states/context.states.js';
import { paymentStates } from './states/payment.states.js';
import { serviceStates } from './states/service.states.js';
import type { StateHandler } from './states/state-handler.js';
import { tripStates } from './states/trip.states.js';

export type { StateHandler } from './states/state-handler.js';

/**
 * Session tokens: the pact's token is only an example (a matcher) and the server stores
 * nothing but a hash of the tokens it issued, so the example can never be a live session.
 * Rather than forging one (writing a hash into the sessions table) or rewriting every
 * request in a requestFilter (which would also put a token on requests that must go
 * without one), the 'signed in' state signs the demo guest in through the real login API
 * and returns the token; the consumer marked it with fromProviderState, so Pact injects the
 * real token where the example stood. Ids the host makes up are handed back the same way.
 * The provider is exercised black-box.
 */

/**
 * The provider states the host can set up today, by name. A state gets its handler when
 * the host can really create its data, never a stub before: until then every interaction
 * naming it is reported as pending, by name, in the verification's summary.
 */
export const stateHandlers = (harness: AuthHarness): Record<string, StateHandler> => ({
  [STATES.guestExists]: async () => {
    await seedDemoAccounts(harness.db); // idempotent: the harness seeded it already
    return undefined;
  },
  [STATES.noAccountFor]: async () => {
    await harness.db.query('delete from users where lower(email) = lower($1)', [NEW_GUEST.email]);
    return undefined;
  },
  // The session token, and the guest's id for paths like /api/user/{userId}/phone.
  [STATES.guestSignedIn]: async () => {
    const guest = await findUserByEmail(harness.db, GUEST.email);
    if (!guest) throw new Error(`the demo guest ${GUEST.email} is not seeded`);
    return { sessionToken: await harness.login(GUEST), userId: guest.id };
  },
  // Requests without a token need no session; other interactions' sessions do not matter.
  [STATES.nobodySignedIn]: async () => undefined,
  ...catalogStates(harness),
  ...tripStates(harness),
  ...bookingStates(harness),
  ...contextStates(harness),
  ...serviceStates(harness),
  ...paymentStates(harness),
  ...accountStates(harness),
});
