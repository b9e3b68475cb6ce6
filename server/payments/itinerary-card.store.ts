import type { Queryable } from '../db/database.js';
import type { BillingDetailsJson } from './billing-details.js';

/** The card a trip is charged to, with the billing details that go with it. */
export const setItineraryCard = async (
  db: Queryable,
  itineraryId: string,
  cardId: string,
  billingDetails: BillingDetailsJson | null,
): Promise<void> => {
  await db.query(
    `update itineraries set card_id = $2, billing_details = $3::jsonb, updated_at = now() where id = $1`,
    [itineraryId, cardId, JSON.stringify(billingDetails)],
  );
};

/** As setItineraryCard, only when the trip is `userId`'s (a card token's trip may have changed hands). */
export const setItineraryCardOfUser = async (
  db: Queryable,
  itineraryId: string,
  userId: string,
  cardId: string,
  billingDetails: BillingDetailsJson | null,
): Promise<void> => {
  await db.query(
    `update itineraries set card_id = $2, billing_details = $3::jsonb, updated_at = now()
      where id = $1 and user_id = $4`,
    [itineraryId, cardId, JSON.stringify(billingDetails), userId],
  );
};
