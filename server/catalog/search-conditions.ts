import type { SqlParams } from '../db/sql-params.js';
import type { HomeSearch } from './search-query.js';
import type { ResolvedTerms } from './search-terms.store.js';

/** A filter a home may meet or miss, named after the search term it comes from. */
export interface Criterion {
  term: string;
  sql: string;
}

/**
 * The hard part of a search, over `listing_search_rows l` (migration 020): in the destination
 * or the map box, and free on the dates.
 */
export const areaConditions = (search: HomeSearch, resolved: ResolvedTerms, p: SqlParams): string[] => {
  const where = ['l.active'];
  const [only, ...others] = resolved.destinations ?? [];
  if (only && others.length === 0) {
    // One place (the usual case) as an equality, so its index gives its homes by popularity.
    where.push(`l.destination_id = ${p.add(only.id)}`);
  } else if (resolved.destinations) {
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
    // The home's calendar is in its search row (migration 020): no probe per home.
    where.push(`not (l.unavailable && daterange(${p.add(startDate)}::date, ${p.add(endDate)}::date))`);
  }
  return where;
};

/** The soft part: filters a partial match may miss. Unticked yes/no filters mean "any home". */
export const criteriaOf = (search: HomeSearch, resolved: ResolvedTerms, p: SqlParams): Criterion[] => {
  const criteria: Criterion[] = [];
  // Infants do not count towards a home's guests
  // (docs/host/decisions.md#homes-availability-and-prices).
  const guests = (search.adultCount ?? 0) + (search.childCount ?? 0);
  if (guests > 0) criteria.push({ term: 'guests', sql: `l.max_guests >= ${p.add(guests)}` });
  if ((search.petCount ?? 0) > 0 || search.petsAllowed)
    criteria.push({ term: 'petsAllowed', sql: 'l.pets_allowed' });
  if (search.eventsAllowed) criteria.push({ term: 'eventsAllowed', sql: 'l.events_allowed' });
  if (search.isInstantBooking !== undefined) {
    // Every booking setting but Request Price books instantly
    // (docs/product/validation.md#booking-setting-groups); false asks for the others.
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
      // The keyword document is the one wide column a search row leaves in listings.
      sql: `exists (select 1 from listings k where k.id = l.id
                     and k.search_document @@ websearch_to_tsquery('english', ${p.add(search.keywords)}))`,
    });
  }
  return criteria;
};
