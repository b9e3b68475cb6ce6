import { findUserIdByEmail, findUserIdById } from '../auth/user.store.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { issueCardToken } from '../payments/card-tokens.js';
import { findItineraryOwner } from '../trips/itinerary.store.js';

export const USER_NOT_FOUND = 'No account has this e-mail or id';
export const TRIP_NOT_FOUND = 'Itinerary not found';
export const TRIP_OF_ANOTHER_GUEST = "The itinerary is not this guest's";
export const EMAIL_OR_USER_ID = 'Give the guest by email or by userId, not both';

export interface CardTokenRequest {
  email?: string;
  userId?: string;
  itineraryId?: string | null;
  issuedByUserId: string | null;
  now: Date;
}

/** A card token as the concierge gets it: the link to send the guest, and until when it works. */
export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: string;
  userId: string;
  itineraryId: string | null;
}

/** The guest app's card-token page for a token (docs/product/routes.md#card-addition-by-token). */
export const cardAdditionUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}/card-addition?token=${encodeURIComponent(token)}`;

/**
 * Issues a card token for a guest (by e-mail or id), optionally for one of their trips
 * (docs/host/decisions.md#payment-cards: 72 hours, single use). The raw token exists only in the
 * answer: the table keeps its hash.
 */
export const issueCardTokenFor = async (
  db: Queryable,
  request: CardTokenRequest,
  appUrl: string,
): Promise<IssuedLink> => {
  if ((request.email === undefined) === (request.userId === undefined))
    throw new HttpError(400, EMAIL_OR_USER_ID);
  const userId =
    request.email !== undefined
      ? await findUserIdByEmail(db, request.email)
      : await findUserIdById(db, request.userId ?? '');
  if (!userId) throw new HttpError(404, USER_NOT_FOUND);
  const itineraryId = request.itineraryId ?? null;
  if (itineraryId) {
    const trip = await findItineraryOwner(db, itineraryId);
    if (!trip) throw new HttpError(404, TRIP_NOT_FOUND);
    if (trip.user_id !== userId) throw new HttpError(400, TRIP_OF_ANOTHER_GUEST);
  }
  const issued = await issueCardToken(db, {
    userId,
    itineraryId,
    issuedByUserId: request.issuedByUserId,
    now: request.now,
  });
  return {
    token: issued.token,
    url: cardAdditionUrl(appUrl, issued.token),
    expiresAt: issued.expiresAt.toISOString(),
    userId,
    itineraryId,
  };
};
