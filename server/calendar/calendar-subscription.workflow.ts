import { hashSessionToken, isWellFormedToken, newSessionToken } from '../auth/session-token.js';
import type { Database, Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';
import {
  findLiveSubscription,
  findSubscribedTrip,
  insertSubscription,
  lockTripSubscriptions,
  revokeSubscriptions,
} from './calendar.store.js';

/** What the guest sees of a trip's subscription: whether one is live and since when. */
export interface SubscriptionState {
  subscribed: boolean;
  since: string | null;
}

/** A new address, shown once: only its hash is kept, so it cannot be shown again. */
export interface IssuedSubscription {
  since: string;
  httpsUrl: string;
  webcalUrl: string;
}

const FEED_SUFFIX = '.ics';

/** The feed's path for a token: the token is the whole secret, the suffix helps calendar apps. */
export const feedPath = (token: string) => `/api/calendar-feeds/${token}${FEED_SUFFIX}`;

const addresses = (publicAppUrl: string, token: string) => {
  const httpsUrl = `${publicAppUrl}${feedPath(token)}`;
  return { httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//, 'webcal://') };
};

export const subscriptionState = async (db: Queryable, itineraryId: string): Promise<SubscriptionState> => {
  const live = await findLiveSubscription(db, itineraryId);
  return { subscribed: live !== undefined, since: live?.created_at ?? null };
};

/**
 * A new private address for the trip's feed. Any earlier one is revoked in the same
 * transaction: renewing is how a guest who shared the address by mistake takes it back.
 * Renewals of one trip queue on its row, so two at once (a double click, two tabs) end with
 * one live address rather than one of them failing on the one-live-address index.
 */
export const issueSubscription = async (
  db: Database,
  { itineraryId, userId, publicAppUrl }: { itineraryId: string; userId: string; publicAppUrl: string },
): Promise<IssuedSubscription> => {
  const token = newSessionToken();
  const row = await db.transaction(async (tx) => {
    await lockTripSubscriptions(tx, itineraryId);
    await revokeSubscriptions(tx, itineraryId);
    return insertSubscription(tx, {
      id: newObjectId(),
      itineraryId,
      userId,
      tokenHash: hashSessionToken(token),
    });
  });
  return { since: row.created_at, ...addresses(publicAppUrl, token) };
};

export const revokeSubscription = (db: Queryable, itineraryId: string): Promise<number> =>
  revokeSubscriptions(db, itineraryId);

/**
 * The trip behind a feed address's last segment ('<token>.ics'), or undefined for anything
 * else: a malformed, unknown or revoked address all read the same, so none reveals which it is.
 */
export const tripOfFeed = async (db: Queryable, segment: string): Promise<string | undefined> => {
  if (!segment.endsWith(FEED_SUFFIX)) return undefined;
  const token = segment.slice(0, -FEED_SUFFIX.length);
  if (!isWellFormedToken(token)) return undefined;
  return findSubscribedTrip(db, hashSessionToken(token));
};
