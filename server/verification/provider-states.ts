import { createSession } from '../auth/session.store.js';
import type { Database } from '../db/database.js';
import { seedDemoAccounts } from '../demo/seed/demo-accounts.js';
import { accountStates } from './account.states.js';
import { deleteAccountByEmail } from './account-fixtures.store.js';
import { bookingStates } from './booking.states.js';
import { catalogStates } from './catalog.states.js';
import { contextStates } from './context.states.js';
import { ensureAccount, seededUserId } from './pact-guests.js';
import { paymentStates } from './payment.states.js';
import { serviceStates } from './service.states.js';
import { type StateHandler, textParam } from './state-handler.js';
import { STATES } from './state-names.js';
import { tripStates } from './trip.states.js';

/**
 * Every provider state of the guest app's pact the host can set up, by name
 * (contracts/README.md#provider-states lists what each creates and hands back). A state gets
 * its handler when the host can really create its data, never a stub before.
 *
 * Params: which account, trip, home or service a state speaks of comes in the state change's
 * params (Pact V3+), and the handlers make their rows with those ids.
 *
 * Session tokens: the pact's token is only an example and the host stores nothing but a hash
 * of the tokens it issued, so the 'signed in' state starts a real session for the account
 * (as a sign-in would, without spending the sign-in rate limit) and hands back its token; the
 * consumer marked the header with fromProviderState, so Pact puts the real token where the
 * example stood. Ids the host makes up are handed back the same way.
 *
 * `now` is the host's clock (ServerConfig.now): dates the states write and hand back count from
 * the host's today, so a host whose clock is moved ahead still gets consistent data.
 */
export const providerStates = (
  db: Database,
  now: () => Date = () => new Date(),
): Readonly<Record<string, StateHandler>> => ({
  // params { email, password }: an account that signs in with that password.
  [STATES.guestExists]: async (params) => {
    await seedDemoAccounts(db); // idempotent: a seeded host has it already
    await ensureAccount(db, textParam(params, 'email'), textParam(params, 'password'));
    return undefined;
  },
  // params { email }: an e-mail a sign-up may take.
  [STATES.noAccountFor]: async (params) => {
    await deleteAccountByEmail(db, textParam(params, 'email'));
    return undefined;
  },
  // params { email }: the session token, and the account's id for paths like /api/user/{userId}/phone.
  [STATES.guestSignedIn]: async (params) => {
    await seedDemoAccounts(db);
    const userId = await seededUserId(db, textParam(params, 'email'));
    return { sessionToken: await createSession(db, userId, now()), userId };
  },
  // Requests without a token need no session; other interactions' sessions do not matter.
  [STATES.nobodySignedIn]: async () => undefined,
  ...catalogStates(db, now),
  ...tripStates(db, now),
  ...bookingStates(db, now),
  ...contextStates(db, now),
  ...serviceStates(db, now),
  ...paymentStates(db, now),
  ...accountStates(db, now),
});
