import { createSession } from '../auth/session-repository.js';
import type { Database } from '../db/database.js';
import { seedDemoAccounts } from '../db/seed/demo-accounts.js';
import { accountStates } from './account.states.js';
import { bookingStates } from './booking.states.js';
import { catalogStates } from './catalog.states.js';
import { contextStates } from './context.states.js';
import { demoGuestId } from './pact-guests.js';
import { paymentStates } from './payment.states.js';
import { serviceStates } from './service.states.js';
import type { StateHandler } from './state-handler.js';
import { NEW_GUEST, STATES } from './state-names.js';
import { tripStates } from './trip.states.js';

/**
 * Every provider state of the guest app's pact the host can set up, by name
 * (contracts/README.md#provider-states lists what each creates and hands back). A state gets
 * its handler when the host can really create its data, never a stub before.
 *
 * Session tokens: the pact's token is only an example and the host stores nothing but a hash
 * of the tokens it issued, so the 'signed in' state starts a real session for the demo guest
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
  [STATES.guestExists]: async () => {
    await seedDemoAccounts(db); // idempotent: a seeded host has it already
    return undefined;
  },
  [STATES.noAccountFor]: async () => {
    await db.query('delete from users where lower(email) = lower($1)', [NEW_GUEST.email]);
    return undefined;
  },
  // The session token, and the guest's id for paths like /api/user/{userId}/phone.
  [STATES.guestSignedIn]: async () => {
    await seedDemoAccounts(db);
    const userId = await demoGuestId(db);
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
