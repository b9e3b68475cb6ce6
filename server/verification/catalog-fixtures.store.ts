import type { Queryable } from '../db/database.js';
import { refreshListingSearchDocuments } from '../demo/seed/homes.store.js';
import { ensureMarket } from './service-fixtures.store.js';
import { DEMO_GUEST, WORLD } from './state-names.js';

/**
 * The homes, destination and category of the pact's world (state-names.ts WORLD), by the ids
 * the states' params give. The demo seed makes up its own ids, so these are created beside
 * it. Every helper is idempotent and leaves the rows as the pact describes them, because all
 * states share one database during a verification run and several ask for the same rows.
 */
export const PACT_CATEGORY = { slug: 'ski-in-ski-out', name: 'Ski in, ski out' } as const;
/** How many guests the world's homes sleep. */
export const PACT_HOME_SLEEPS = 8;

// Used only when the demo catalog is not seeded (a PostgreSQL run without it).
const FALLBACK_ASPEN = { id: 'd-aspen', slug: 'pact-aspen', latitude: 39.1911, longitude: -106.8175 };

/**
 * The destination named `name` (names are unique, ignoring case) in market `marketId`, with
 * `alias` among its aliases; the seeded one when there is one, moved into the market so that
 * the homes there belong to it. Answers its id.
 */
export const ensureDestination = async (
  db: Queryable,
  place: { name: string; alias: string; marketId: string },
): Promise<string> => {
  await ensureMarket(db, place.marketId, place.name);
  const { rows } = await db.query<{ id: string }>(
    `update destinations
        set active = true, market_id = $3,
            aliases = case when $2 = any(aliases) then aliases else aliases || array[$2] end
      where lower(name) = lower($1)
      returning id`,
    [place.name, place.alias, place.marketId],
  );
  if (rows[0]) return rows[0].id;
  await db.query(
    `insert into destinations (id, market_id, slug, name, aliases, latitude, longitude)
     values ($1, $2, $3, $4, array[$5], $6, $7)`,
    [
      FALLBACK_ASPEN.id,
      place.marketId,
      FALLBACK_ASPEN.slug,
      place.name,
      place.alias,
      FALLBACK_ASPEN.latitude,
      FALLBACK_ASPEN.longitude,
    ],
  );
  return FALLBACK_ASPEN.id;
};

/** The world's destination: Aspen, alias Snowmass, in market m-aspen. */
export const ensureAspen = (db: Queryable): Promise<string> =>
  ensureDestination(db, { name: WORLD.destination, alias: WORLD.destinationAlias, marketId: WORLD.marketId });

export const ensureSkiCategory = async (db: Queryable, categoryId: string): Promise<void> => {
  await db.query(
    `insert into categories (id, slug, name, image_url, sort_order)
     values ($1, $2, $3, null, 0)
     on conflict (id) do update set name = excluded.name`,
    [categoryId, PACT_CATEGORY.slug, PACT_CATEGORY.name],
  );
};

interface PactHome {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
}

/**
 * A home in Aspen as the pact's examples show it: 4 bedrooms, 3.5 baths, KEY Instant Booking
 * (a reserve waits for the concierge, no card needed), live (Streamline) pricing at $900 a
 * night with a cleaning fee and a deposit, sleeping 8 with a 2-night minimum and allowing
 * pets, so stays of the pact's 3 and 5 nights for 3 guests and a pet can be priced. Its
 * attributes are reset on every call; its calendar is left to the states that speak of it.
 */
const ensureHome = async (db: Queryable, home: PactHome): Promise<void> => {
  const destinationId = await ensureAspen(db);
  await ensureSkiCategory(db, WORLD.categoryId);
  await db.query(
    `insert into listings (id, destination_id, name, description, latitude, longitude, bedrooms, bathrooms,
                           max_guests, pets_allowed, events_allowed, booking_setting, pricing_setting,
                           nightly_rate_cents, security_deposit_cents, minimum_stay_nights, images, score, active)
     values ($1, $2, $3, 'A log lodge a short walk from the lifts, with a hot tub under the pines.', $4, $5,
             4, 3.5, $7, true, false, 'KEY Instant Booking', 'Streamline Instant Pricing', 90000, 100000, 2, $6, 500, true)
     on conflict (id) do update set
       destination_id = excluded.destination_id, name = excluded.name, latitude = excluded.latitude,
       longitude = excluded.longitude, bedrooms = 4, bathrooms = 3.5, max_guests = excluded.max_guests, pets_allowed = true,
       booking_setting = excluded.booking_setting, pricing_setting = excluded.pricing_setting,
       nightly_rate_cents = excluded.nightly_rate_cents, security_deposit_cents = excluded.security_deposit_cents,
       minimum_stay_nights = excluded.minimum_stay_nights, images = excluded.images, active = true`,
    [
      home.id,
      destinationId,
      home.name,
      home.latitude,
      home.longitude,
      [`/media/homes/${home.id}/1.svg`],
      PACT_HOME_SLEEPS,
    ],
  );
  await db.query(
    `insert into listing_fees (listing_id, position, name, amount_cents, charged)
     values ($1, 0, 'Cleaning', 25000, 'stay')
     on conflict (listing_id, position) do update set name = 'Cleaning', amount_cents = 25000, charged = 'stay'`,
    [home.id],
  );
  await db.query(
    `insert into listing_categories (listing_id, category_id) values ($1, $2) on conflict do nothing`,
    [home.id, WORLD.categoryId],
  );
  // One amenity for the home's page (the demo data may have the hot tub already, by slug).
  await db.query(
    `insert into amenities (id, slug, name) values ('am-hot-tub', 'hot-tub', 'Hot tub') on conflict do nothing`,
  );
  await db.query(
    `insert into listing_amenities (listing_id, amenity_id)
     select $1, id from amenities where slug = 'hot-tub' on conflict do nothing`,
    [home.id],
  );
  await refreshListingSearchDocuments(db, [home.id]);
};

/** The world's home (h-aspen-1), in category c-ski and destination Aspen. */
export const ensurePactHome = (db: Queryable, homeId: string) =>
  ensureHome(db, { id: homeId, name: 'Aspen Lodge', latitude: 39.1911, longitude: -106.8175 });

/** A home like it in the same destination (h-aspen-2). */
export const ensureSimilarHome = (db: Queryable, homeId: string) =>
  ensureHome(db, { id: homeId, name: 'Aspen Chalet', latitude: 39.1925, longitude: -106.8203 });

/**
 * No stay, reservation or owner's block, of `listingId` overlaps [startDate, endDate):
 * what "free" means to search and pricing. Another state's booking of those nights is undone,
 * another guest's stay on them with it.
 */
export const freeNights = async (db: Queryable, listingId: string, startDate: string, endDate: string) => {
  await clearNights(db, listingId, startDate, endDate);
  await db.query(
    `delete from itinerary_listing_items li using itineraries i, users u
      where li.itinerary_id = i.id and u.id = i.user_id and lower(u.email) <> lower($4)
        and li.listing_id = $1 and daterange(li.check_in_date, li.check_out_date) && daterange($2::date, $3::date)`,
    [listingId, startDate, endDate, DEMO_GUEST.email],
  );
};

/** No reservation or owner's block of `listingId` overlaps [startDate, endDate); stays on trips are left. */
export const clearNights = async (
  db: Queryable,
  listingId: string,
  startDate: string,
  endDate: string,
): Promise<void> => {
  await db.query(
    `delete from listing_unavailable_ranges
      where listing_id = $1 and stay && daterange($2::date, $3::date)`,
    [listingId, startDate, endDate],
  );
};

/** A guest's reservation of `listingId` for [startDate, endDate), replacing whatever overlapped it. */
export const reserveNights = async (
  db: Queryable,
  rangeId: string,
  listingId: string,
  startDate: string,
  endDate: string,
) => {
  await db.query(
    `delete from listing_unavailable_ranges
      where listing_id = $1 and stay && daterange($2::date, $3::date) and id <> $4`,
    [listingId, startDate, endDate, rangeId],
  );
  await db.query(
    `insert into listing_unavailable_ranges (id, listing_id, stay, kind)
     values ($1, $2, daterange($3::date, $4::date), 'reserved')
     on conflict (id) do update set listing_id = excluded.listing_id, stay = excluded.stay, kind = 'reserved'`,
    [rangeId, listingId, startDate, endDate],
  );
};
