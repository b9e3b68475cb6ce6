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
 * relevance and popularity. The count sees every exact match, not just those the cap lets
 * through. Undefined when the database answers no row.
 *
 * Each part sized to what the answer shows (docs/host/performance.md#searches-that-miss-the-cache-issue-26):
 * the ranking reads only the columns it orders and maps by, counts the exact matches in the
 * same pass and keeps the best `cap` (a top-N sort, not a sort of every match); only the first
 * screen's homes read their card columns and destination (every home's destination exists:
 * listings' foreign key).
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
  const flags = criteria.map((criterion, i) => `, (${criterion.sql}) as f${i}`).join('');
  const flagsOf = (row: string) => criteria.map((_, i) => `, ${row}.f${i}`).join('');
  const met = criteria.length > 0 ? criteria.map((_, i) => `m.f${i}::int`).join(' + ') : '0';
  // Keyword relevance orders matches that meet as many terms. The keyword document is the one
  // column read from the wide listings row.
  const relevance =
    search.keywords && resolved.keywordsSearchable
      ? `, ts_rank((select k.search_document from listings k where k.id = m.id),
                   websearch_to_tsquery('english', ${p.add(search.keywords)})) as relevance`
      : '';
  // The ranking's keys are columns of the kept rows, so the numbering reuses their order.
  const order = (row: string) =>
    `${row}.exact desc, ${row}.met desc, ${relevance ? `${row}.relevance desc, ` : ''}${row}.score desc, ${row}.id`;
  const all = p.add(criteria.length);
  const result = searchResultJson(p, mediaBaseUrl);
  const points = ids ? 'null::text' : `(select ${mapPointsJson(criteria)} from ranked r)`;
  const cardList = (exact: boolean, tail: string) =>
    `(select coalesce('[' || string_agg(${result}${tail} || '}', ',' order by r.ord) || ']', '[]')
        from carded r where ${exact ? '' : 'not '}r.exact)`;
  const { rows } = await db.query<RankedMatchesRow>(
    `with matches as (
       select m.*, (${met}) = ${all} as exact, (${met}) as met ${relevance},
              -- Counted in the same pass, before the cap cuts: every exact match.
              count(*) filter (where (${met}) = ${all}) over () as num_exact
         from (select l.id, l.score, l.map_latitude, l.map_longitude, l.nightly_rate_cents ${flags}
                 from listing_search_rows l
                where ${where.join(' and ')}) m
     ), ranked as (
       select t.*, row_number() over (order by ${order('t')}) as ord
         from (select s.* from matches s order by ${order('s')} limit ${p.add(ids ? ids.length : cap)}) t
     ), carded as (
       select r.ord, r.exact ${flagsOf('r')}, c.*
         from ranked r
         -- By primary key, home by home: a first screen is 24 of up to 1,000 ranked homes
         -- (offset 0 keeps the planner from hashing every search row instead).
         cross join lateral (
           select c.id, c.name, c.bedrooms, c.bathrooms, c.booking_setting, c.pricing_setting,
                  c.nightly_rate_cents, c.photo, c.latitude, c.longitude, d.name as destination_name
             from listing_search_rows c
             join destinations d on d.id = c.destination_id
            where c.id = r.id
           offset 0) c
        where r.ord <= ${p.add(carded)}
     )
     select ${cardList(true, '')} as exact,
            ${cardList(false, ` || ',"unmetTerms":' || ${unmetTermsJson(criteria)}`)} as partial,
            ${points} as points,
            coalesce((select max(r.num_exact) from ranked r), 0)::int as num_exact`,
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
