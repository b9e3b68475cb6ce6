import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { PromotionalMessageRow } from '../db/rows/guests-marketing.js';

type RunningPromotion = Omit<PromotionalMessageRow, 'id'>;

/**
 * GET /api/promotional-messages/active: the promotions running now, as an object keyed by
 * promotion (docs/product/calls.md#auth-and-context), each with what its banner shows.
 * productLines empty means every line.
 */
export const registerPromotionRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  app.get('/api/promotional-messages/active', async () => {
    const { rows } = await db.query<RunningPromotion>(
      `select key, title, message, link_url, link_text, product_lines, starts_at, ends_at
         from promotional_messages
        where starts_at <= $1 and (ends_at is null or ends_at > $1)
        order by starts_at, key`,
      [config.now()],
    );
    return Object.fromEntries(
      rows.map((row) => [
        row.key,
        {
          title: row.title,
          message: row.message,
          linkUrl: row.link_url,
          linkText: row.link_text,
          productLines: row.product_lines,
          startsAt: new Date(row.starts_at).toISOString(),
          endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
        },
      ]),
    );
  });
};
