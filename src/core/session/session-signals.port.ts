import { token } from '../shared/index.js';
import type { SessionStorageEvent } from './session-storage-events.rule.js';

/**
 * Word between the open tabs of the app and its sign-on portal that who is signed in changed
 * (docs/product/flows.md#session-status: login, sign-up, cookie save and logout make every
 * tab refetch its session), so signing out in one tab signs out all.
 */
export interface SessionSignals {
  /** Tells the other open tabs. */
  announce(event: SessionStorageEvent): void;
  /** Calls back with each event another tab announced, as written (untrusted); answers what stops listening. */
  listen(onEvent: (event: string) => void): () => void;
}
export const SessionSignals = token<SessionSignals>('SessionSignals');
