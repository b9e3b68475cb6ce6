import type { AuthHarness } from '../../../tests/server/support/auth-server.js';
import type { StateHandler } from './state-handler.js';

/** Provider states of the bookings interactions, each creating its data through the host's tables. */
export const bookingStates = (harness: AuthHarness): Record<string, StateHandler> => {
  void harness;
  return {};
};
