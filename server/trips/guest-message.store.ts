import type { Queryable } from '../db/database.js';
import { newObjectId } from '../db/new-id.js';

/** The SQL of guests' messages to the concierge (guest_messages). */

/** A message about a trip, filed under the trip's market and product line; answers its id. */
export const insertTripMessage = async (
  db: Queryable,
  message: { itineraryId: string; userId: string; name: string; email: string; message: string },
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into guest_messages (id, itinerary_id, market_id, product_line, user_id, name, email, message)
     select $1, i.id, i.market_id, i.product_line, $3, $4, $5, $6 from itineraries i where i.id = $2`,
    [id, message.itineraryId, message.userId, message.name, message.email, message.message],
  );
  return id;
};

/** A message from the contact form, about no trip; answers its id. */
export const insertGeneralMessage = async (
  db: Queryable,
  message: {
    marketId: string | null;
    productLine: string | null;
    userId: string | null;
    name: string;
    email: string;
    message: string;
    location: string | null;
    messageType: string | null;
    sfId: string | null;
  },
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into guest_messages (id, market_id, product_line, user_id, name, email, message, location,
                                 message_type, sf_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      message.marketId,
      message.productLine,
      message.userId,
      message.name,
      message.email,
      message.message,
      message.location,
      message.messageType,
      message.sfId,
    ],
  );
  return id;
};

/** Whether a market has this id. */
export const marketExists = async (db: Queryable, marketId: string): Promise<boolean> => {
  const { rows } = await db.query('select 1 from markets where id = $1', [marketId]);
  return rows.length > 0;
};
