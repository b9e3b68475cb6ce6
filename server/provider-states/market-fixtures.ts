import type { Queryable } from '../db/database.js';
import { PACT_MARKET } from './catalog-fixtures.js';
import { ensureMarket } from './service-fixtures.js';
import { DEMO_GUEST } from './state-names.js';

/**
 * Market m-aspen and what surrounds a guest's visit there, as the pact names them: partner
 * aspen-luxe, lead lead-aspen-1, the Skiing interest, promotion winter-sale, country US.
 * Idempotent, like every provider-state helper (one database serves the whole run).
 */
export const PACT_PARTNER = { id: 'p-aspen-luxe', slug: 'aspen-luxe', name: 'Aspen Luxe' } as const;
export const PACT_LEAD_ID = 'lead-aspen-1';
export const PACT_PROMOTION_KEY = 'winter-sale';

/**
 * m-aspen with Concierge as its default line, and Concierge support by e-mail and a
 * 10-digit phone (the app dials the digits). ensureMarket copies a seeded market's lines;
 * only a missing or malformed Concierge entry is replaced, so other states' lines stay.
 */
export const ensurePactMarket = async (db: Queryable): Promise<void> => {
  await ensureMarket(db, PACT_MARKET.id, PACT_MARKET.name);
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
    [PACT_MARKET.id],
  );
};

export const ensurePactPartner = async (db: Queryable): Promise<void> => {
  const data = {
    headline: 'Welcome, Aspen Luxe guests',
    logo: `/media/partners/${PACT_PARTNER.slug}.svg`,
    tagline: 'Slope-side homes, looked after',
  };
  await db.query(
    `insert into partners (id, slug, name, kind, published, data)
     values ($1, $2, $3, 'property_manager', true, $4::jsonb)
     on conflict (id) do update set published = true, data = excluded.data`,
    [PACT_PARTNER.id, PACT_PARTNER.slug, PACT_PARTNER.name, JSON.stringify(data)],
  );
};

/**
 * lead-aspen-1 of the demo guest, through aspen-luxe, for the pact's stay (pact-stays.ts).
 * The lead's itinerary is another state's business (tripFromLead): it is never reset here.
 */
export const ensurePactLead = async (
  db: Queryable,
  stay: { checkIn: string; checkOut: string },
): Promise<void> => {
  await ensurePactMarket(db);
  await ensurePactPartner(db);
  await db.query(
    `insert into leads (id, salesforce_id, email, first_name, last_name, product_line, market_id, partner_id,
                        itinerary_start_date, itinerary_end_date)
     values ($1, '00Q5e00000AbCdE', $2, 'Ava', 'Guest', 'Concierge', $3, $4, $5::date, $6::date)
     on conflict (id) do update set
       email = excluded.email, first_name = excluded.first_name, last_name = excluded.last_name,
       product_line = excluded.product_line, market_id = excluded.market_id, partner_id = excluded.partner_id,
       itinerary_start_date = excluded.itinerary_start_date, itinerary_end_date = excluded.itinerary_end_date`,
    [PACT_LEAD_ID, DEMO_GUEST.email, PACT_MARKET.id, PACT_PARTNER.id, stay.checkIn, stay.checkOut],
  );
};

export const removeLead = async (db: Queryable, id: string): Promise<void> => {
  await db.query('delete from leads where id = $1', [id]);
};

/** Skiing in m-aspen, all year, for adults and children. */
export const ensureSkiingInterest = async (db: Queryable): Promise<void> => {
  await ensurePactMarket(db);
  await db.query(
    `insert into user_interests (id, slug, name, image_url, market_id, guest_ages, months, sort_order)
     values ('ui-aspen-skiing', 'aspen-skiing', 'Skiing', '/media/interests/aspen-skiing.svg', $1,
             array['adults', 'children'], null, 0)
     on conflict (id) do update set market_id = excluded.market_id, guest_ages = excluded.guest_ages,
                                    months = null`,
    [PACT_MARKET.id],
  );
};

/** winter-sale, running since 2020 with no end, for every product line. */
export const ensureWinterSale = async (db: Queryable): Promise<void> => {
  await db.query(
    `insert into promotional_messages (id, key, title, message, product_lines, starts_at, ends_at)
     values ('promo-msg-winter-sale', $1, 'Winter sale', 'Ski rentals are 10% off this week.', '{}',
             '2020-01-01T00:00:00Z', null)
     on conflict (key) do update set starts_at = excluded.starts_at, ends_at = null, product_lines = '{}'`,
    [PACT_PROMOTION_KEY],
  );
};

export const ensureUnitedStates = async (db: Queryable): Promise<void> => {
  await db.query(
    `insert into countries (code, name, sort_order) values ('US', 'United States', 0)
     on conflict (code) do update set name = 'United States'`,
  );
};
