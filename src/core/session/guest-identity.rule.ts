import type { AnalyticsSink } from '../analytics/index.js';
import type { SessionState } from './session-state.js';
import type { SessionUser } from './session-user.entity.js';

/** What analytics learn of a guest: the account's contact details, nothing more. */
export const guestTraits = (user: SessionUser): Readonly<Record<string, unknown>> => ({
  username: user.username,
  ...(user.email ? { email: user.email } : {}),
  ...(user.fullName ? { name: user.fullName } : {}),
});

/**
 * Analytics identify a guest once the session names them (docs/product/calls.md#analytics-and-error-reporting):
 * when a session becomes known, or names another account, not on every refetch of the same one.
 */
export const identifyGuest = (
  analytics: Pick<AnalyticsSink, 'identify'>,
  before: SessionState,
  after: SessionState,
): void => {
  if (after.status !== 'authenticated') return;
  if (before.status === 'authenticated' && before.user.objectId === after.user.objectId) return;
  analytics.identify(after.user.objectId, guestTraits(after.user));
};
