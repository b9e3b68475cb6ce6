import type { InjectOptions } from 'fastify';
import type { DatabaseEngine } from '../../../server/db/database.js';
import { marketId } from '../../../server/demo/seed/generate-catalog-base.js';
import { CONCIERGE, GUEST } from '../support/auth-server.js';
import { type CatalogHarness, openCatalogHarness } from '../support/catalog-server.js';

/**
 * The demo data and a server over it (one per test file), signed in as the demo guest and,
 * as "someone else", the demo concierge; plus test services of our own whose fields and
 * prices the tests know.
 */
export const MOUNTAINS = marketId('rocky-mountains');
export const COAST = marketId('southeast-coast');

/** A chef in the mountains: an optional text field, a required number, a flat and an hourly price. */
export const CHEF = {
  id: 'svc-test-chef',
  fields: [
    { id: 'fld-allergies', type: 'text', name: 'Allergies' },
    { id: 'fld-guests', type: 'number', name: 'Number of guests', required: true },
  ],
  pricing: {
    header: 'ph-dinner',
    flat: { option: 'po-dinner', config: 'pc-flat', fixedRate: 900 },
    hourly: { option: 'po-hourly', config: 'pc-hour', rate: 150 },
  },
} as const;

/** A yacht on the coast: not offered in the mountains. */
export const YACHT_ID = 'svc-test-yacht';

const pricingConfig = {
  extraFee: null,
  extraFeeLabel: null,
  configuration: [
    {
      objectId: CHEF.pricing.header,
      name: 'Dinner',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: CHEF.pricing.flat.option,
              name: 'Dinner for the party',
              configs: [{ objectId: CHEF.pricing.flat.config, fixedRate: 900, rate: null, rateBasis: null }],
            },
            {
              objectId: CHEF.pricing.hourly.option,
              name: 'By the hour',
              configs: [
                { objectId: CHEF.pricing.hourly.config, fixedRate: null, rate: 150, rateBasis: 'hour' },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export interface Call {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON, compared by value or decoded with the app's codecs
  body: any;
}

export interface TripHarness extends CatalogHarness {
  guestToken: string;
  otherToken: string;
  guestId: string;
  otherId: string;
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string | null; body?: unknown },
  ): Promise<Call>;
  /** A new trip of the guest (or of `token`'s user) in the mountains, 10 to 17 March 2031. */
  newTrip(token?: string, body?: Record<string, unknown>): Promise<string>;
  /** CHEF added to a trip, on 12 March 2031 from 18:00 to 21:00 UTC; answers the item's id. */
  addChef(itineraryId: string, token?: string): Promise<string>;
  statusOf(itemId: string): Promise<string | undefined>;
}

const insertService = async (h: CatalogHarness, id: string, market: string, name: string) => {
  await h.db.query(
    `insert into services (id, market_id, service_key, name, description, site_section, date_field_type,
                           time_zone_name, fields, pricing_config, descriptors, images)
     values ($1, $2, 'private_chef', $3, 'Dinner cooked in your home.', 'catalog', 'Date + Time',
             'America/Denver', $4::jsonb, $5::jsonb, $6::jsonb, array['/media/services/test.svg'])`,
    [
      id,
      market,
      name,
      JSON.stringify(CHEF.fields),
      JSON.stringify(pricingConfig),
      JSON.stringify({ tagline: 'A chef at home', coordinationFee: 10, startingFrom: 'not a number' }),
    ],
  );
};

export const openTripHarness = async (engine: DatabaseEngine): Promise<TripHarness> => {
  const h = await openCatalogHarness(engine);
  await insertService(h, CHEF.id, MOUNTAINS, 'Test chef');
  await insertService(h, YACHT_ID, COAST, 'Test yacht');
  const login = async (account: { email: string; password: string }) => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: account.email, password: account.password },
    });
    return response.json<{ sessionToken: string }>().sessionToken;
  };
  const idOf = async (email: string) =>
    (await h.db.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]
      ?.id as string;
  const guestToken = await login(GUEST);
  const call: TripHarness['call'] = async (method, url, { token = guestToken, body } = {}) => {
    const response = await h.app.inject({
      method,
      url,
      headers: token ? { 'x-session-token': token } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };
  const newTrip: TripHarness['newTrip'] = async (token = guestToken, body = {}) => {
    const created = await call('POST', '/api/itinerary', {
      token,
      body: { marketId: MOUNTAINS, arrivalDate: '2031-03-10', departureDate: '2031-03-17', ...body },
    });
    if (created.status !== 201) throw new Error(`trip not created: ${JSON.stringify(created.body)}`);
    return created.body.objectId;
  };
  const addChef: TripHarness['addChef'] = async (itineraryId, token = guestToken) => {
    const added = await call('POST', `/api/itinerary/${itineraryId}/service/${CHEF.id}`, {
      token,
      body: {
        itemStartDate: '2031-03-12T18:00:00.000Z',
        itemEndDate: '2031-03-12T21:00:00.000Z',
        recommendationType: null,
        referringService: null,
        itemTimeSlot: null,
      },
    });
    if (added.status !== 201) throw new Error(`item not added: ${JSON.stringify(added.body)}`);
    return added.body.id;
  };
  return {
    ...h,
    guestToken,
    otherToken: await login(CONCIERGE),
    guestId: await idOf(GUEST.email),
    otherId: await idOf(CONCIERGE.email),
    call,
    newTrip,
    addChef,
    statusOf: async (itemId) =>
      (await h.db.query<{ status: string }>('select status from itinerary_items where id = $1', [itemId]))
        .rows[0]?.status,
  };
};
