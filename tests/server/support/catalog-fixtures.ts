import type { Database } from '../../../server/db/database.js';
import type { ListingFeeRow, UnavailableKind } from '../../../server/db/rows/homes.js';
import type { GeneratedHome, ListingSeedRow } from '../../../server/demo/seed/catalog-data.js';
import { amenityId, categoryId, marketId } from '../../../server/demo/seed/generate-catalog-base.js';
import { insertHomes } from '../../../server/demo/seed/homes.store.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';

/**
 * Homes whose every attribute a test chooses, in a destination of their own, so search and
 * pricing expectations are written out in full instead of read back from the demo data.
 */
export interface FixtureDestination {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/** A market of the test's own, so a tax rate can be chosen; answers its id. */
export const addFixtureMarket = async (db: Database, market: { slug: string; taxRateBps: number }) => {
  const id = `market-${market.slug}`;
  await db.query(
    `insert into markets (id, slug, name, landscape, default_product_line, product_lines, tax_rate_bps,
                          time_zone_name, latitude, longitude)
     values ($1, $2, $3, 'lake', 'Concierge', '{}'::jsonb, $4, 'America/Denver', 0, 0)`,
    [id, market.slug, `Market ${market.slug}`, market.taxRateBps],
  );
  return id;
};

export const addFixtureDestination = async (
  db: Database,
  place: {
    slug: string;
    name: string;
    aliases?: string[];
    /** A demo market's slug, unless marketId names one. */
    market?: string;
    marketId?: string;
    latitude: number;
    longitude: number;
  },
): Promise<FixtureDestination> => {
  const id = `dest-${place.slug}`;
  await db.query(
    `insert into destinations (id, market_id, slug, name, aliases, latitude, longitude)
     values ($1, $2, $3, $4, $5::text[], $6, $7)`,
    [
      id,
      place.marketId ?? marketId(place.market ?? 'rocky-mountains'),
      place.slug,
      place.name,
      place.aliases ?? [],
      place.latitude,
      place.longitude,
    ],
  );
  return { id, name: place.name, latitude: place.latitude, longitude: place.longitude };
};

export interface FixtureHomeSpec extends Partial<Omit<ListingSeedRow, 'id' | 'destination_id'>> {
  fees?: Omit<ListingFeeRow, 'listing_id' | 'position'>[];
  amenities?: string[];
  categories?: string[];
  /** Offsets in days from the anchor: [first night, check-out). */
  unavailable?: { from: number; to: number; kind?: UnavailableKind }[];
}

export const fixtureHome = (
  id: string,
  destination: FixtureDestination,
  anchor: string,
  spec: FixtureHomeSpec = {},
): GeneratedHome => {
  const { fees = [], amenities = [], categories = [], unavailable = [], ...listing } = spec;
  return {
    listing: {
      id,
      destination_id: destination.id,
      name: `Fixture home ${id}`,
      description: 'A plain home for tests.',
      latitude: destination.latitude,
      longitude: destination.longitude,
      bedrooms: 2,
      bathrooms: 2,
      max_guests: 4,
      pets_allowed: false,
      events_allowed: false,
      booking_setting: 'Request Price',
      pricing_setting: 'Average Price',
      nightly_rate_cents: 20_000,
      weekend_uplift_percent: 15,
      security_deposit_cents: 0,
      minimum_stay_nights: 1,
      images: [],
      score: 0,
      ...listing,
    },
    fees: fees.map((fee, position) => ({ ...fee, listing_id: id, position })),
    amenityIds: amenities.map(amenityId),
    categoryIds: categories.map(categoryId),
    unavailable: unavailable.map((range, k) => ({
      id: `${id}-range-${k}`,
      listing_id: id,
      start_date: addDays(anchor, range.from),
      end_date: addDays(anchor, range.to),
      kind: range.kind ?? 'blocked',
    })),
  };
};

export const addHomes = (db: Database, homes: readonly GeneratedHome[]) =>
  db.transaction((tx) => insertHomes(tx, homes));
