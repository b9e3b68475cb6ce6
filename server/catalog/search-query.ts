import type { SearchTerms } from '../../src/core/catalog/index.js';
import { HttpError } from '../http/http-error.js';
import { PARTY_COUNT_SCHEMAS } from './party-limits.js';
import { blankToUndefined, listSchema, splitList } from './query-values.js';
import { readStayDates, type StayDates } from './stay-dates.js';

/** The query string of /api/listings/search and /search-count, as searchTermsToQuery writes it. */
export interface SearchQuerystring {
  destination?: string;
  categoryIds?: string[];
  startDate?: string;
  endDate?: string;
  keywords?: string;
  adultCount?: number;
  childCount?: number;
  infantCount?: number;
  petCount?: number;
  isInstantBooking?: boolean;
  north?: number;
  west?: number;
  south?: number;
  east?: number;
  minRooms?: number;
  minBathrooms?: number;
  amenities?: string[];
  petsAllowed?: boolean;
  eventsAllowed?: boolean;
  /** Cards of these homes alone (the rest of the results, after the first answer). */
  ids?: string[];
}

// The party's counts have the one definition of its limits (party-limits.ts); rooms are no party.
const rooms = { type: 'integer', minimum: 0, maximum: 100 } as const;
const latitude = { type: 'number', minimum: -90, maximum: 90 } as const;
const longitude = { type: 'number', minimum: -180, maximum: 180 } as const;

export const searchQuerySchema = {
  type: 'object',
  properties: {
    destination: { type: 'string', maxLength: 200 },
    categoryIds: listSchema,
    startDate: { type: 'string', maxLength: 40 },
    endDate: { type: 'string', maxLength: 40 },
    keywords: { type: 'string', maxLength: 200 },
    adultCount: PARTY_COUNT_SCHEMAS.adultCount,
    childCount: PARTY_COUNT_SCHEMAS.childCount,
    infantCount: PARTY_COUNT_SCHEMAS.infantCount,
    petCount: PARTY_COUNT_SCHEMAS.petCount,
    isInstantBooking: { type: 'boolean' },
    north: latitude,
    west: longitude,
    south: latitude,
    east: longitude,
    minRooms: rooms,
    minBathrooms: { type: 'number', minimum: 0, maximum: 100 },
    amenities: listSchema,
    petsAllowed: { type: 'boolean' },
    eventsAllowed: { type: 'boolean' },
  },
} as const;

/** The search's own query: the terms, and `ids` to ask for some of its results' cards. */
export const searchAnswerQuerySchema = {
  ...searchQuerySchema,
  properties: {
    ...searchQuerySchema.properties,
    // Up to MAX_CARDS_BY_ID ids, comma-joined (the app sends one parameter) or repeated.
    ids: { type: 'array', items: { type: 'string', maxLength: 4000 }, maxItems: 100 },
  },
} as const;

/** At most this many cards asked for by id at once: a few screens of the list. */
export const MAX_CARDS_BY_ID = 100;

/** The homes whose cards are asked for (`ids`), or undefined for the first answer. */
export const readCardIds = (query: SearchQuerystring): string[] | undefined => {
  const ids = [...new Set(splitList(query.ids))];
  if (ids.length === 0) return undefined;
  if (ids.length > MAX_CARDS_BY_ID) throw new HttpError(400, `ids may name at most ${MAX_CARDS_BY_ID} homes`);
  return ids;
};

export interface MapBox {
  north: number;
  west: number;
  south: number;
  east: number;
}

/** A search after validation: every term optional, the cross-field rules checked. */
export interface HomeSearch {
  destination?: string;
  categoryIds: string[];
  dates?: StayDates;
  keywords?: string;
  adultCount?: number;
  childCount?: number;
  infantCount?: number;
  petCount?: number;
  isInstantBooking?: boolean;
  box?: MapBox;
  minRooms?: number;
  minBathrooms?: number;
  amenities: string[];
  petsAllowed?: boolean;
  eventsAllowed?: boolean;
}

const readBox = (query: SearchQuerystring): MapBox | undefined => {
  const { north, west, south, east } = query;
  const given = [north, west, south, east].filter((edge) => edge !== undefined).length;
  if (given === 0) return undefined;
  if (north === undefined || west === undefined || south === undefined || east === undefined) {
    throw new HttpError(400, 'north, west, south and east must be given together');
  }
  if (south > north) throw new HttpError(400, 'south must not be above north');
  return { north, west, south, east };
};

/** Validates the terms across fields (the schema checked each alone); a 400 names the rule broken. */
export const readHomeSearch = (query: SearchQuerystring): HomeSearch => ({
  destination: blankToUndefined(query.destination),
  categoryIds: splitList(query.categoryIds),
  dates: readStayDates(query),
  keywords: blankToUndefined(query.keywords),
  adultCount: query.adultCount,
  childCount: query.childCount,
  infantCount: query.infantCount,
  petCount: query.petCount,
  isInstantBooking: query.isInstantBooking,
  box: readBox(query),
  minRooms: query.minRooms,
  minBathrooms: query.minBathrooms,
  amenities: splitList(query.amenities),
  petsAllowed: query.petsAllowed,
  eventsAllowed: query.eventsAllowed,
});

/**
 * The terms as the answer echoes them (searchTerms,
 * docs/product/entities.md#listing-catalog), normalised.
 */
export const toSearchTerms = (search: HomeSearch): SearchTerms => ({
  destination: search.destination ?? null,
  categoryIds: search.categoryIds,
  startDate: search.dates?.startDate ?? null,
  endDate: search.dates?.endDate ?? null,
  keywords: search.keywords ?? null,
  adultCount: search.adultCount ?? null,
  childCount: search.childCount ?? null,
  infantCount: search.infantCount ?? null,
  petCount: search.petCount ?? null,
  isInstantBooking: search.isInstantBooking ?? null,
  north: search.box?.north ?? null,
  west: search.box?.west ?? null,
  south: search.box?.south ?? null,
  east: search.box?.east ?? null,
  minRooms: search.minRooms ?? null,
  minBathrooms: search.minBathrooms ?? null,
  amenities: search.amenities,
  petsAllowed: search.petsAllowed ?? null,
  eventsAllowed: search.eventsAllowed ?? null,
});
