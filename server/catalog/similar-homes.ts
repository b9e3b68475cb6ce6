import type { Queryable } from '../db/database.js';
import type { MediaUrl } from '../media/media-url.js';
import { findHomes, type HomeRecord } from './home.store.js';
import { findSimilarHomeRows } from './home-cards.store.js';
import { toListingSummary } from './listing-summary.js';
import type { StayDates } from './stay-dates.js';
import { quoteStay, toInstantPricing } from './stay-quote.js';

/** How many similar homes a home's page shows. */
export const SIMILAR_HOMES = 6;

/**
 * Homes like this one (GET /api/listing/{id}/similar): same market, the same destination
 * first, then the closest in bedrooms and in price. With dates, only homes free for them,
 * each with its price for those dates.
 */
export const findSimilarHomes = async (
  db: Queryable,
  home: HomeRecord,
  dates: StayDates | undefined,
  media: MediaUrl,
) => {
  const rows = await findSimilarHomeRows(db, home, dates, SIMILAR_HOMES);
  if (!dates) return rows.map((row) => toListingSummary(row, media));
  const rates = new Map(
    (
      await findHomes(
        db,
        rows.map((row) => row.id),
      )
    ).map((record) => [record.id, record]),
  );
  return rows.map((row) => {
    const record = rates.get(row.id);
    const summary = toListingSummary(row, media);
    if (!record) return summary;
    const quote = quoteStay(record, { ...dates, petCount: 0 });
    return { ...summary, instantPricing: toInstantPricing(quote, record.pricing_setting) };
  });
};
