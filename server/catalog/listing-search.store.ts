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
 * Each part is sized to what the answer shows
 * (docs/host/performance.md#searches-that-miss-the-cache-issue-26). The exact matches come in
 * popularity order from an index (`(score desc, id)`, or the destination's), so the query
 * stops at the cap instead of ranking every match; the partial ones are ranked only when the
 * exact ones leave room. Only the first screen's homes read their card columns and
 * destination (every home has one: listings' foreign key). The exact matches are counted by a
 * scan of their own only when the cap was reached; otherwise the ranked ones are all of them.
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
  const area = where.join(' and ');
  const carded = ids ? ids.length : cards;
  const limit = `${p.add(ids ? ids.length : cap)}::bigint`;
  const criteria = criteriaOf(search, resolved, p);
  const everyTerm =
    criteria.length > 0 ? criteria.map((criterion) => `(${criterion.sql})`).join(' and ') : 'true';
  const flags = (value: (sql: string) => string) =>
    criteria.map((criterion, i) => `, ${value(criterion.sql)} as f${i}`).join('');
  const met = criteria.length > 0 ? criteria.map((criterion) => `(${criterion.sql})::int`).join(' + ') : '0';
  // Keyword relevance orders matches that meet as many terms. The keyword document is the one
  // column read from the wide listings row.
  const relevance =
    search.keywords && resolved.keywordsSearchable
      ? `, ts_rank((select k.search_document from listings k where k.id = l.id),
                   websearch_to_tsquery('english', ${p.add(search.keywords)})) as relevance`
      : '';
  const byRelevance = (row: string) => (relevance ? `${row}relevance desc, ` : '');
  const columns = 'l.id, l.score, l.map_latitude, l.map_longitude, l.nightly_rate_cents';
  const all = p.add(criteria.length);
  const result = searchResultJson(p, mediaBaseUrl);
  const points = ids ? 'null::text' : `(select ${mapPointsJson(criteria)} from ranked r)`;
  const cardList = (exact: boolean, tail: string) =>
    `(select coalesce('[' || string_agg(${result}${tail} || '}', ',' order by r.ord) || ']', '[]')
        from carded r where ${exact ? '' : 'not '}r.exact)`;
  const { rows } = await db.query<RankedMatchesRow>(
    `with exact_top as (
       select ${columns} ${flags(() => 'true')}, true as exact, ${all}::int as met ${relevance}
         from listing_search_rows l
        where ${area} and ${everyTerm}
        order by ${byRelevance('')}l.score desc, l.id
        limit ${limit}
     ), partial_top as (
       select m.* from (
         select ${columns} ${flags((sql) => `(${sql})`)}, false as exact, (${met}) as met ${relevance}
           from listing_search_rows l
          where ${area} and not (${everyTerm})) m
        order by m.met desc, ${byRelevance('m.')}m.score desc, m.id
        limit greatest(${limit} - (select count(*) from exact_top), 0)
     ), ranked as (
       select t.*, row_number() over (order by t.exact desc, t.met desc, ${byRelevance('t.')}t.score desc, t.id) as ord
         from (select * from exact_top union all select * from partial_top) t
     ), carded as (
       select r.ord, r.exact ${criteria.map((_, i) => `, r.f${i}`).join('')}, c.*
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
            (case when (select count(*) from exact_top) < ${limit} then (select count(*) from exact_top)
                  else (select count(*) from listing_search_rows l where ${area} and ${everyTerm}) end)::int
              as num_exact`,
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
