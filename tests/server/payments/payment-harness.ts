import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../../server/config.js';
import type { Database, DatabaseEngine } from '../../../server/db/database.js';
import { newObjectId } from '../../../server/db/new-id.js';
import { openSeededDatabase } from '../support/seeded-database.js';
import { loginThrough, serverPool } from '../support/server-pool.js';

export { CONCIERGE, GUEST } from '../support/auth-server.js';

export interface Caller {
  token?: string | undefined;
  body?: unknown;
}

export interface PaymentHarness {
  db: Database;
  app: FastifyInstance;
  anchor: string;
  /** Another server over the same database (Stripe configured, a log stream, ...). */
  build(config?: Partial<ServerConfig>): Promise<FastifyInstance>;
  login(account: { email: string; password: string }, app?: FastifyInstance): Promise<string>;
  userId(email: string): Promise<string>;
  call(
    method: 'GET' | 'POST',
    url: string,
    caller?: Caller,
    app?: FastifyInstance,
  ): Promise<LightMyRequestResponse>;
  dispose(): Promise<void>;
}

/** The demo data (accounts and catalog) and a server over it, one per test file. */
export const openPaymentHarness = async (engine: DatabaseEngine): Promise<PaymentHarness> => {
  const { db, anchor, dispose } = await openSeededDatabase(engine);
  const pool = serverPool(db);
  const app = await pool.build();
  const call: PaymentHarness['call'] = (method, url, caller = {}, on = app) =>
    on.inject({
      method,
      url,
      headers: caller.token ? { 'x-session-token': caller.token } : {},
      ...(caller.body === undefined ? {} : { payload: caller.body as object }),
    });
  return {
    db,
    app,
    anchor,
    build: pool.build,
    call,
    login: (account, on = app) => loginThrough(on, account),
    userId: async (email) => {
      const { rows } = await db.query<{ id: string }>('select id from users where lower(email) = lower($1)', [
        email,
      ]);
      if (!rows[0]) throw new Error(`no user ${email}`);
      return rows[0].id;
    },
    dispose: async () => {
      await pool.closeAll();
      await dispose();
    },
  };
};

/** A trip of `userId` in the first demo market, with that market's first home and a service of our own. */
export const makeTrip = async (db: Database, userId: string) => {
  const { rows } = await db.query<{ market_id: string; listing_id: string }>(
    `select d.market_id, l.id as listing_id
       from listings l join destinations d on d.id = l.destination_id order by l.id limit 1`,
  );
  const place = rows[0];
  if (!place) throw new Error('the demo catalog has no homes');
  const serviceId = `svc-test-${place.market_id}`;
  await db.query(
    `insert into services (id, market_id, service_key, name, site_section, time_zone_name)
     values ($1, $2, 'private_chef', 'Private chef', 'catalog', 'America/Denver') on conflict (id) do nothing`,
    [serviceId, place.market_id],
  );
  const itineraryId = newObjectId();
  await db.query('insert into itineraries (id, user_id, market_id, name) values ($1, $2, $3, $4)', [
    itineraryId,
    userId,
    place.market_id,
    'Test trip',
  ]);
  return { itineraryId, marketId: place.market_id, listingId: place.listing_id, serviceId };
};

export const addServiceItem = async (
  db: Database,
  trip: { itineraryId: string; serviceId: string },
  status: string,
): Promise<string> => {
  const id = newObjectId();
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, delete_reason) values ($1, $2, $3, $4, $5)`,
    [id, trip.itineraryId, trip.serviceId, status, status === 'removed' ? 'Guest deleted' : null],
  );
  return id;
};

let stayCounter = 0;

/** A home on the trip, its nights held on the calendar when `reserved` (each call takes new nights). */
export const addListingItem = async (
  db: Database,
  trip: { itineraryId: string; listingId: string },
  status: string,
  { reserved = false }: { reserved?: boolean } = {},
): Promise<string> => {
  const id = newObjectId();
  stayCounter += 1;
  const checkIn = new Date(Date.UTC(2040, 0, 1) + stayCounter * 10 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.UTC(2040, 0, 1) + (stayCounter * 10 + 5) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date)
     values ($1, $2, $3, $4, $5, $6)`,
    [id, trip.itineraryId, trip.listingId, status, checkIn, checkOut],
  );
  if (reserved)
    await db.query(
      `insert into listing_unavailable_ranges (id, listing_id, stay, kind, listing_item_id)
       values ($1, $2, daterange($3::date, $4::date), 'reserved', $5)`,
      [newObjectId(), trip.listingId, checkIn, checkOut, id],
    );
  return id;
};
