import type { Queryable } from '../db/database.js';
import { SqlParams } from '../db/sql-params.js';
import { type DestinationRow, findDestinationsNamed } from './destination-lookup.js';
import { LISTING_SUMMARY_COLUMNS, type ListingSummaryRow } from './listing-summary.js';
import type { HomeSearch } from './search-query.js';

/** DECISIONS "Search": at most this many homes in one answer; numExactMatches still counts them all. */
export const SEARCH_RESULT_CAP = 1000;

/** A filter a home may meet or miss, named after the search term it comes from. */
interface Criterion {
  term: string;
  sql: string;
}

/** What the terms name in the database, looked up once per search. */
interface ResolvedTerms {
  /** null: no destination term; []: a destination nobody knows, so nothing is in the area. */
  destinations: DestinationRow[] | null;
  /** One per amenity term; null where no amenity has that name, slug or id (no home meets it). */
  amenityIds: (string | null)[];
  /** False when the keywords hold no searchable word ("the"), so the term is left out. */
  keywordsSearchable: boolean;
}

const resolveTerms = async (db: Queryable, search: HomeSearch): Promise<ResolvedTerms> => {
  const destinations = search.destination ? await findDestinationsNamed(db, search.destination) : null;
  let amenityIds: (string | null)[] = [];
  if (search.amenities.length > 0) {
    const wanted = search.amenities.map((term) => term.toLowerCase());
    const { rows } = await db.query<{ id: string; slug: string; name: string }>(
      `select id, slug, lower(name) as name from amenities
        where lower(name) = any($1::text[]) or slug = any($1::text[]) or lower(id) = any($1::text[])`,
      [wanted],
    );
    amenityIds = wanted.map(
      (term) =>
        rows.find((row) => row.name === term || row.slug === term || row.id.toLowerCase() === term)?.id ??
        null,
    );
  }
  let keywordsSearchable = false;
  if (search.keywords) {
    const { rows } = await db.query<{ n: number }>(
      `select numnode(websearch_to_tsquery('english', $1)) as n`,
      [search.keywords],
    );
    keywordsSearchable = (rows[0]?.n ?? 0) > 0;
  }
  return { destinations, amenityIds, keywordsSearchable };
};

/** The hard part of a search: in the destination or the map box, and free on the dates. */
const areaConditions = (search: HomeSearch, resolved: ResolvedTerms, p: SqlParams): string[] => {
  const where = ['l.active'];
  if (resolved.destinations) {
    where.push(`l.destination_id = any(${p.add(resolved.destinations.map((d) => d.id))}::text[])`);
  }
  if (search.box) {
    const { north, south, west, east } = search.box;
    where.push(`l.latitude between ${p.add(south)} and ${p.add(north)}`);
    // A box whose west edge lies east of its east edge crosses the date line.
    where.push(
      west <= east
        ? `l.longitude between ${p.add(west)} and ${p.add(east)}`
        : `(l.longitude >= ${p.add(west)} or l.longitude <= ${p.add(east)})`,
    );
  }
  if (search.dates) {
    const { startDate, endDate, nights } = search.dates;
    where.push(`l.minimum_stay_nights <= ${p.add(nights)}`);
    where.push(`not exists (
      select 1 from listing_unavailable_ranges u
       where u.listing_id = l.id and u.stay && daterange(${p.add(startDate)}::date, ${p.add(endDate)}::date))`);
  }
  return where;
};

/** The soft part: filters a partial match may miss. Unticked yes/no filters mean "any home". */
const criteriaOf = (search: HomeSearch, resolved: ResolvedTerms, p: SqlParams): Criterion[] => {
  const criteria: Criterion[] = [];
  // Infants do not count towards a home's guests (DECISIONS "Homes").
  const guests = (search.adultCount ?? 0) + (search.childCount ?? 0);
  if (guests > 0) criteria.push({ term: 'guests', sql: `l.max_guests >= ${p.add(guests)}` });
  if ((search.petCount ?? 0) > 0 || search.petsAllowed)
    criteria.push({ term: 'petsAllowed', sql: 'l.pets_allowed' });
  if (search.eventsAllowed) criteria.push({ term: 'eventsAllowed', sql: 'l.events_allowed' });
  if (search.isInstantBooking !== undefined) {
    // SPEC 5: every booking setting but Request Price books instantly; false asks for the others.
    criteria.push({
      term: 'isInstantBooking',
      sql: `(l.booking_setting <> 'Request Price') = ${p.add(search.isInstantBooking)}::boolean`,
    });
  }
  if (search.minRooms) criteria.push({ term: 'minRooms', sql: `l.bedrooms >= ${p.add(search.minRooms)}` });
  if (search.minBathrooms) {
    criteria.push({ term: 'minBathrooms', sql: `l.bathrooms >= ${p.add(search.minBathrooms)}` });
  }
  for (const amenityId of resolved.amenityIds) {
    criteria.push({
      term: 'amenities',
      sql:
        amenityId === null
          ? 'false'
          : `exists (select 1 from listing_amenities la where la.listing_id = l.id and la.amenity_id = ${p.add(amenityId)})`,
    });
  }
  if (search.categoryIds.length > 0) {
    criteria.push({
      term: 'categoryIds',
      sql: `exists (select 1 from listing_categories lc
                     where lc.listing_id = l.id and lc.category_id = any(${p.add(search.categoryIds)}::text[]))`,
    });
  }
  if (search.keywords && resolved.keywordsSearchable) {
    criteria.push({
      term: 'keywords',
      sql: `l.search_document @@ websearch_to_tsquery('english', ${p.add(search.keywords)})`,
    });
  }
  return criteria;
};

export interface SearchMatch extends ListingSummaryRow {
  /** The terms this home misses: empty for an exact match. */
  unmet: string[];
}

export interface SearchOutcome {
  exact: SearchMatch[];
  partial: SearchMatch[];
  numExactMatches: number;
  /** The destinations the destination term matched (null without one). */
  destinations: DestinationRow[] | null;
}

/**
 * One query ranks every home in the area that is free on the dates: exact matches (every
 * filter met) first, then the others by how many filters they meet, then by keyword
 * relevance and popularity. The window count sees every exact match, not just those the
 * cap lets through.
 */
export const searchListings = async (
  db: Queryable,
  search: HomeSearch,
  cap = SEARCH_RESULT_CAP,
): Promise<SearchOutcome> => {
  const resolved = await resolveTerms(db, search);
  if (resolved.destinations?.length === 0) {
    return { exact: [], partial: [], numExactMatches: 0, destinations: resolved.destinations };
  }
  const p = new SqlParams();
  const where = areaConditions(search, resolved, p);
  const criteria = criteriaOf(search, resolved, p);
  const flags = criteria.map((criterion, i) => `(${criterion.sql}) as f${i}`);
  const met = criteria.length > 0 ? criteria.map((_, i) => `m.f${i}::int`).join(' + ') : '0';
  // Keyword relevance orders matches that meet as many terms (no constant: ORDER BY 0 is positional).
  const rank =
    search.keywords && resolved.keywordsSearchable
      ? `ts_rank(l.search_document, websearch_to_tsquery('english', ${p.add(search.keywords)})) desc, `
      : '';
  const all = p.add(criteria.length);
  const { rows } = await db.query<
    ListingSummaryRow & Record<string, unknown> & { met: number; num_exact: number }
  >(
    `with matches as (
       select l.id${flags.map((flag) => `, ${flag}`).join('')}
         from listings l
        where ${where.join(' and ')}
     ), scored as (
       select m.*, (${met}) as met from matches m
     )
     select ${LISTING_SUMMARY_COLUMNS}, s.met${criteria.map((_, i) => `, s.f${i}`).join('')},
            (count(*) filter (where s.met = ${all}) over ())::int as num_exact
       from scored s
       join listings l on l.id = s.id
       join destinations d on d.id = l.destination_id
      order by (s.met = ${all}) desc, s.met desc, ${rank}l.score desc, l.id
      limit ${p.add(cap)}`,
    p.values,
  );
  const exact: SearchMatch[] = [];
  const partial: SearchMatch[] = [];
  for (const row of rows) {
    const unmet = [...new Set(criteria.filter((_, i) => !row[`f${i}`]).map((criterion) => criterion.term))];
    (unmet.length === 0 ? exact : partial).push({ ...row, unmet });
  }
  return { exact, partial, numExactMatches: rows[0]?.num_exact ?? 0, destinations: resolved.destinations };
};

/** numExactMatches alone (GET /api/listings/search-count): the same terms, no ranking. */
export const countExactMatches = async (db: Queryable, search: HomeSearch): Promise<number> => {
  const resolved = await resolveTerms(db, search);
  if (resolved.destinations?.length === 0) return 0;
  const p = new SqlParams();
  const conditions = [
    ...areaConditions(search, resolved, p),
    ...criteriaOf(search, resolved, p).map((c) => c.sql),
  ];
  const { rows } = await db.query<{ n: number }>(
    `select count(*)::int as n from listings l where ${conditions.join(' and ')}`,
    p.values,
  );
  return rows[0]?.n ?? 0;
};
