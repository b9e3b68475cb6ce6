import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { areaConditions, criteriaOf } from './search-conditions.js';
import { mapPointsJson } from './search-map-points.js';
import type { HomeSearch } from './search-query.js';
import { searchResultJson, unmetTermsJson } from './search-result-json.js';
import type { ResolvedTerms } from './search-terms.store.js';

/** The ranking query's one row: the answer's lists as JSON text, and the count of exact matches. */
export interface RankedMatchesRow {
  exact: string;
  partial: string;
  points: string | null;
  num_exact: number;
}

/** What one ranking reads: how many homes, how many of them as cards, or only these homes. */
export interface RankingShape {
  /** At most this many homes ranked (map points). */
  cap: number;
  /** Cards for the first this many of them (the first screen). */
  cards: number;
  /** Only these homes, as cards. */
  ids?: readonly string[];
  /** The asker went away: the query is dropped if it has not begun (PGlite). */
  signal?: AbortSignal;
}

/**
 * One query ranks every home in the area that is free on the dates: exact matches (every
 * filter met) first, then the others by how many filters they meet, then by keyword
 * relevance and popularity. The window count sees every exact match, not just those the
 * cap lets through. Undefined when the database answers no row.
 */
export const rankMatches = async (
  db: Queryable,
  search: HomeSearch,
  resolved: ResolvedTerms,
  mediaBaseUrl: string,
  { cap, cards, ids, signal }: RankingShape,
): Promise<RankedMatchesRow | undefined> => {
  const p = new SqlParams();
  const where = areaConditions(search, resolved, p);
  if (ids) where.push(`l.id = any(${p.add(ids)}::text[])`);
  const carded = ids ? ids.length : cards;
  const criteria = criteriaOf(search, resolved, p);
  const flags = criteria.map((criterion, i) => `(${criterion.sql}) as f${i}`);
  const met = criteria.length > 0 ? criteria.map((_, i) => `m.f${i}::int`).join(' + ') : '0';
  // Keyword relevance orders matches that meet as many terms (no constant: ORDER BY 0 is
  // positional). The keyword document is the one column read from the wide listings row.
  const rank =
    search.keywords && resolved.keywordsSearchable
      ? `ts_rank((select k.search_document from listings k where k.id = s.id),
                 websearch_to_tsquery('english', ${p.add(search.keywords)})) desc, `
      : '';
  const all = p.add(criteria.length);
  const order = `(s.met = ${all}) desc, s.met desc, ${rank}s.score desc, s.id`;
  const result = searchResultJson(p, mediaBaseUrl);
  const first = `r.ord <= ${p.add(carded)}`;
  const points = ids ? 'null::text' : mapPointsJson(all, criteria);
  // Everything comes from the narrow search rows: a miss reads no wide listings row. The
  // database writes the answer's two lists as JSON text (search-result-json.ts).
  const { rows } = await db.query<RankedMatchesRow>(
    `with matches as (
       select l.id, l.name, l.bedrooms, l.bathrooms, l.booking_setting, l.pricing_setting,
              l.nightly_rate_cents, l.photo, l.latitude, l.longitude, l.score, l.destination_id
              ${flags.map((flag) => `, ${flag}`).join('')}
         from listing_search_rows l
        where ${where.join(' and ')}
     ), scored as (
       select m.*, (${met}) as met from matches m
     ), ranked as (
       select s.*, d.name as destination_name,
              (count(*) filter (where s.met = ${all}) over ())::int as num_exact,
              row_number() over (order by ${order}) as ord
         from scored s
         join destinations d on d.id = s.destination_id
        order by ${order}
        limit ${p.add(ids ? ids.length : cap)}
     )
     select coalesce('[' || string_agg(${result} || '}', ',' order by r.ord)
                             filter (where r.met = ${all} and ${first}) || ']', '[]') as exact,
            coalesce('[' || string_agg(${result} || ',"unmetTerms":' || ${unmetTermsJson(criteria)} || '}',
                                       ',' order by r.ord)
                             filter (where r.met <> ${all} and ${first}) || ']', '[]') as partial,
            ${points} as points,
            coalesce(max(r.num_exact), 0)::int as num_exact
       from ranked r`,
    p.values,
    // The text varies only with which terms are given: a few dozen forms at most.
    { prepare: true, signal },
  );
  return rows[0];
};

/** How many homes meet every term: the same conditions as the ranking, no ranking. */
export const countExactMatchRows = async (
  db: Queryable,
  search: HomeSearch,
  resolved: ResolvedTerms,
): Promise<number> => {
  const p = new SqlParams();
  const conditions = [
    ...areaConditions(search, resolved, p),
    ...criteriaOf(search, resolved, p).map((c) => c.sql),
  ];
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from listing_search_rows l where ${conditions.join(' and ')}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
};
