import type { Queryable } from '../db/database.js';
import { ensureMarket } from './service-fixtures.store.js';
import { DEMO_GUEST, WORLD } from './state-names.js';

/**
 * The world's market and what surrounds a guest's visit there, by the ids the states' params
 * give (m-aspen, partner aspen-luxe, lead lead-aspen-1, the Skiing interest, promotion
 * winter-sale, country US). Idempotent, like every provider-state helper (one database
 * serves the whole run).
 */
const partnerId = (slug: string) => `p-${slug}`;

/**
 * m-aspen with Concierge as its default line, and Concierge support by e-mail and a
 * 10-digit phone (the app dials the digits). ensureMarket copies a seeded market's lines;
 * only a missing or malformed Concierge entry is replaced, so other states' lines stay.
 */
export const ensurePactMarket = async (db: Queryable, marketId: string): Promise<void> => {
  await ensureMarket(db, marketId, WORLD.destination);
  await db.query(
    `update markets
        set active = true,
            default_product_line = 'Concierge',
            product_lines = product_lines || jsonb_build_object('concierge', jsonb_build_object(
              'name', 'Keyhaven Concierge Aspen', 'email', 'aspen@keyhaven.test', 'phone', '9705550100'))
      where id = $1
        and not (default_product_line = 'Concierge' and active
                 and product_lines->'concierge'->>'email' is not null
                 and coalesce(product_lines->'concierge'->>'phone', '') ~ '^[0-9]{10}$')`,
    [marketId],
  );
};

export const ensurePactPartner = async (db: Queryable, slug: string): Promise<void> => {
  const data = {
    headline: 'Welcome, Aspen Luxe guests',
    logo: `/media/partners/${slug}.svg`,
    tagline: 'Slope-side homes, looked after',
  };
  await db.query(
    `insert into partners (id, slug, name, kind, published, data)
     values ($1, $2, $3, 'property_manager', true, $4::jsonb)
     on conflict (id) do update set published = true, data = excluded.data`,
    [partnerId(slug), slug, 'Aspen Luxe', JSON.stringify(data)],
  );
};

/**
 * A lead of `email` (the demo guest's unless given) in the market, through the world's partner, for the pact's stay
 * (pact-stays.ts). The lead's itinerary is another state's business (tripFromLead): it is
 * never reset here.
 */
export const ensurePactLead = async (
  db: Queryable,
  lead: { leadId: string; marketId: string; email?: string },
  stay: { checkIn: string; checkOut: string },
): Promise<void> => {
  await ensurePactMarket(db, lead.marketId);
  await ensurePactPartner(db, WORLD.partnerSlug);
  await db.query(
    `insert into leads (id, salesforce_id, email, first_name, last_name, product_line, market_id, partner_id,
                        itinerary_start_date, itinerary_end_date)
     values ($1, '00Q5e00000AbCdE', $2, 'Ava', 'Guest', 'Concierge', $3, $4, $5::date, $6::date)
     on conflict (id) do update set
       email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
       product_line = excluded.product_line, market_id = excluded.market_id, partner_id = excluded.partner_id,
       itinerary_start_date = excluded.itinerary_start_date, itinerary_end_date = excluded.itinerary_end_date`,
    [
      lead.leadId,
      lead.email ?? DEMO_GUEST.email,
      lead.marketId,
      partnerId(WORLD.partnerSlug),
      stay.checkIn,
      stay.checkOut,
    ],
  );
};

/** The lead's trip is `itineraryId` (the trip names the lead; resetTrip). */
export const pointLeadAt = async (db: Queryable, leadId: string, itineraryId: string): Promise<void> => {
  await db.query('update leads set itinerary_id = $1 where id = $2', [itineraryId, leadId]);
};

export const removeLead = async (db: Queryable, id: string): Promise<void> => {
  await db.query('delete from leads where id = $1', [id]);
};

/** An interest of the market (Skiing), all year, for adults and children. */
export const ensureInterest = async (db: Queryable, marketId: string, name: string): Promise<void> => {
  await ensurePactMarket(db, marketId);
  const slug = `${marketId}-${name}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await db.query(
    `insert into user_interests (id, slug, name, image_url, market_id, guest_ages, months, sort_order)
     values ($1, $2, $3, $4, $5, array['adults', 'children'], null, 0)
     on conflict (id) do update set name = excluded.name, market_id = excluded.market_id,
                                    guest_ages = excluded.guest_ages, months = null`,
    [`ui-${slug}`, slug, name, `/media/interests/${slug}.svg`, marketId],
  );
};

/** The promotion `key`, running since 2020 with no end, for every product line. */
export const ensurePromotion = async (db: Queryable, key: string): Promise<void> => {
  await db.query(
    `insert into promotional_messages (id, key, title, message, product_lines, starts_at, ends_at)
     values ($2, $1, 'Winter sale', 'Ski rentals are 10% off this week.', '{}', '2020-01-01T00:00:00Z', null)
     on conflict (key) do update set starts_at = excluded.starts_at, ends_at = null, product_lines = '{}'`,
    [key, `promo-msg-${key}`],
  );
};

export const ensureCountry = async (db: Queryable, code: string, name: string): Promise<void> => {
  await db.query(
    `insert into countries (code, name, sort_order) values ($1, $2, 0)
     on conflict (code) do update set name = excluded.name`,
    [code, name],
  );
};
