import { GUEST_LIMITS, type GuestKind } from '../listing/index.js';
import { isCalendarDay } from '../shared/index.js';
import type { SearchTerms } from './search-terms.entity.js';

/**
 * The listing search as it lives in the address bar (docs/product/routes.md#home-search,
 * docs/product/constants.md#preserved-url-parameters: listing_* and filter_* parameters), so
 * a search can be shared, reloaded and carried between pages: every search term, each either
 * there or not (a parameter has no null).
 */
export type UrlSearchTerms = {
  readonly [K in keyof SearchTerms]?: NonNullable<SearchTerms[K]>;
};

type Key = keyof UrlSearchTerms;

/** Reads one parameter; undefined means the value is unusable and is dropped. */
type Reader = (text: string) => UrlSearchTerms[Key] | undefined;

const text: Reader = (value) => {
  const trimmed = value.trim();
  // 'null' is how other pages say "no value"
  // (docs/product/constants.md#preserved-url-parameters), never a destination.
  return trimmed === '' || trimmed === 'null' ? undefined : trimmed;
};

/** The longest keywords the host takes (its search schema): a longer text keeps its start. */
export const KEYWORDS_MAX_LENGTH = 200;

const keywords: Reader = (value) => text(value.trim().slice(0, KEYWORDS_MAX_LENGTH));

// Formatting back and comparing rejects both other shapes ('2030-7-1') and rolled-over days ('2030-02-30').
const isoDate: Reader = (value) => (isCalendarDay(value) ? value : undefined);

const count: Reader = (value) => (/^\d{1,6}$/.test(value) ? Number(value) : undefined);

// A party's count beyond its limit (GUEST_LIMITS, the most a stepper offers) is dropped: the
// host refuses it, so the app never sends it.
const partyCount =
  (kind: GuestKind): Reader =>
  (value) => {
    const n = count(value);
    return typeof n === 'number' && n <= GUEST_LIMITS[kind] ? n : undefined;
  };

// Bathrooms come in halves (1.5 = a full and a half bath).
const decimalCount: Reader = (value) => (/^\d{1,6}(\.\d+)?$/.test(value) ? Number(value) : undefined);

const numberIn =
  (limit: number): Reader =>
  (value) => {
    // Number('') and Number(' ') are 0, not "no value".
    const n = value.trim() === '' ? Number.NaN : Number(value);
    return Number.isFinite(n) && Math.abs(n) <= limit ? n : undefined;
  };

const flag: Reader = (value) => {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return undefined;
};

// A comma inside an amenity name cannot survive a comma list, so such a name never enters one.
const list: Reader = (value) => {
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item !== 'null');
  return items.length > 0 ? items : undefined;
};

const PARAMETERS: readonly (readonly [string, Key, Reader])[] = [
  ['listing_destination', 'destination', text],
  ['listing_keywords', 'keywords', keywords],
  ['listing_categories', 'categoryIds', list],
  ['listing_start_date', 'startDate', isoDate],
  ['listing_end_date', 'endDate', isoDate],
  ['listing_adults', 'adultCount', partyCount('adultCount')],
  ['listing_children', 'childCount', partyCount('childCount')],
  ['listing_infants', 'infantCount', partyCount('infantCount')],
  ['listing_pets', 'petCount', partyCount('petCount')],
  ['filter_bedrooms', 'minRooms', count],
  ['filter_bathrooms', 'minBathrooms', decimalCount],
  ['filter_amenities', 'amenities', list],
  ['filter_pets_allowed', 'petsAllowed', flag],
  ['filter_events_allowed', 'eventsAllowed', flag],
  ['filter_instant_booking', 'isInstantBooking', flag],
  ['listing_north', 'north', numberIn(90)],
  ['listing_west', 'west', numberIn(180)],
  ['listing_south', 'south', numberIn(90)],
  ['listing_east', 'east', numberIn(180)],
];

const BOX: readonly Key[] = ['north', 'west', 'south', 'east'];

/**
 * Rules across fields: a date range ending before it starts is dropped whole, and the map
 * box is kept only with all four edges and south not above north (west may exceed east: a
 * box across the date line).
 */
const consistent = (terms: Record<string, unknown>): UrlSearchTerms => {
  const out = { ...terms };
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the typeof guards narrow types; comparing with a missing date is false anyway
  if (typeof out.startDate === 'string' && typeof out.endDate === 'string' && out.endDate < out.startDate) {
    delete out.startDate;
    delete out.endDate;
  }
  const box = BOX.map((key) => out[key]);
  const [north, , south] = box;
  const whole = box.every((edge) => typeof edge === 'number');
  if (!whole || (south as number) > (north as number)) for (const key of BOX) delete out[key];
  return out as UrlSearchTerms;
};

/** Reads the home search from a query string; a bad value is dropped, nothing throws. */
export const parseListingSearch = (search: string): UrlSearchTerms => {
  const params = new URLSearchParams(search);
  const terms: Record<string, unknown> = {};
  for (const [name, key, read] of PARAMETERS) {
    const raw = params.get(name);
    const value = raw === null ? undefined : read(raw);
    if (value !== undefined) terms[key] = value;
  }
  return consistent(terms);
};

const written = (value: unknown): string =>
  Array.isArray(value) ? value.filter((item) => !String(item).includes(',')).join(',') : String(value);

/**
 * Writes the home search as listing_* / filter_* parameters, in a fixed order. A value is
 * written only if reading it back gives it again, so what the page shows after a reload is
 * what the guest had, never a silently altered search.
 */
export const serialiseListingSearch = (terms: UrlSearchTerms): Record<string, string> => {
  const clean: Record<string, unknown> = {};
  for (const [, key, read] of PARAMETERS) {
    const value = terms[key];
    if (value === undefined) continue;
    // A value that does not read back is undefined, and undefined values are not written.
    clean[key] = read(written(value));
  }
  const kept = consistent(clean);
  const params: Record<string, string> = {};
  for (const [name, key] of PARAMETERS) {
    const value = kept[key];
    if (value !== undefined) params[name] = written(value);
  }
  return params;
};

/** Replaces the home search in a query string, keeping every other parameter as it was. */
export const withListingSearch = (search: string, terms: UrlSearchTerms): string => {
  const params = new URLSearchParams(search);
  for (const [name] of PARAMETERS) params.delete(name);
  for (const [name, value] of Object.entries(serialiseListingSearch(terms))) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
};
