import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import type { MediaUrl } from '../media/media-url.js';
import { findHomes, type HomeRecord } from './home-record.js';
import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow, toListingSummary } from './listing-summary.js';
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
  const p = new SqlParams();
  const where = ['l.active', `l.id <> ${p.add(home.id)}`, `d.market_id = ${p.add(home.market_id)}`];
  if (dates) {
    where.push(`l.minimum_stay_nights <= ${p.add(dates.nights)}`);
    where.push(`not exists (select 1 from listing_unavailable_ranges u where u.listing_id = l.id
                  and u.stay && daterange(${p.add(dates.startDate)}::date, ${p.add(dates.endDate)}::date))`);
  }
  const { rows } = await db.query<ListingSummaryRow>(
    `select ${LISTING_SUMMARY_COLUMNS}
       from listings l join destinations d on d.id = l.destination_id
      where ${where.join(' and ')}
      order by (l.destination_id = ${p.add(home.destination_id)}) desc,
               abs(l.bedrooms - ${p.add(home.bedrooms)}),
               abs(l.nightly_rate_cents - ${p.add(home.nightly_rate_cents)}),
               l.score desc, l.id
      limit ${p.add(SIMILAR_HOMES)}`,
    p.values,
  );
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
