import type { Database } from '../../../server/db/database.js';
import { newObjectId } from '../../../server/db/new-id.js';
import { DEMO_CARD, DEMO_CARD_TOKENS } from '../../../server/demo/seed/demo-card-tokens.js';
import { addDays } from '../../../src/core/shared/calendar-day.js';
import { GUEST } from './auth-server.js';
import type { ParamValue } from './hostile-cases.js';
import type { KnownValues } from './schema-samples.js';

/**
 * The demo guest's real ids for the hostile-input suite: the trip with the most services,
 * one of its services, its documents, a home of its market, and what the demo has no row for
 * yet (a home on the trip, a booking context), added here. Routes reached with these get past
 * their look-ups, so a hostile field meets the code that uses it.
 */
export interface HostileFixtures {
  known: KnownValues;
  paramValue: ParamValue;
}

const one = async <T>(db: Database, what: string, sql: string, params: unknown[] = []): Promise<T> => {
  const row = (await db.query<T>(sql, params)).rows[0];
  if (!row) throw new Error(`the demo data has no ${what}`);
  return row;
};

export const hostileFixtures = async (
  db: Database,
  { anchor, guestToken }: { anchor: string; guestToken: string },
): Promise<HostileFixtures> => {
  const guest = await one<{ id: string }>(db, 'demo guest', 'select id from users where email = $1', [
    GUEST.email,
  ]);
  const trip = await one<{ id: string; market_id: string }>(
    db,
    'trip of the demo guest',
    `select i.id, i.market_id from itineraries i
      where i.user_id = $1
      order by (select count(*) from itinerary_items x where x.itinerary_id = i.id) desc, i.id limit 1`,
    [guest.id],
  );
  const item = await one<{ id: string; service_id: string }>(
    db,
    'service on the trip',
    'select id, service_id from itinerary_items where itinerary_id = $1 order by id limit 1',
    [trip.id],
  );
  const home = await one<{ id: string }>(
    db,
    "home in the trip's market",
    `select l.id from listings l join destinations d on d.id = l.destination_id
      where d.market_id = $1 order by l.id limit 1`,
    [trip.market_id],
  );
  const attachment = await one<{ id: string }>(
    db,
    'document',
    `select id from attachments where owner_type = 'itinerary' and owner_id = $1 order by id limit 1`,
    [trip.id],
  );
  const partner = await one<{ name: string; slug: string }>(
    db,
    'published partner',
    'select name, slug from partners where published order by slug limit 1',
  );
  const lead = await one<{ id: string }>(db, 'lead', 'select id from leads order by id limit 1');
  const promo = await one<{ id: string; code: string }>(
    db,
    'promo code',
    'select id, code from promo_codes order by id limit 1',
  );
  const checkIn = addDays(anchor, 45);
  const checkOut = addDays(checkIn, 3);
  const listingItem = newObjectId();
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, status, check_in_date, check_out_date,
                                          is_date_selected, adult_count)
     values ($1, $2, $3, 'draft', $4::date, $5::date, true, 2)`,
    [listingItem, trip.id, home.id, checkIn, checkOut],
  );
  const context = newObjectId();
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state)
     values ($1, $2, $3, 'Listing', $4::jsonb)`,
    [
      context,
      guest.id,
      home.id,
      JSON.stringify({ adultCount: 2, itemStartDate: checkIn, itemEndDate: checkOut }),
    ],
  );

  const known: KnownValues = {
    itineraryId: trip.id,
    marketId: trip.market_id,
    itemId: item.id,
    serviceId: item.service_id,
    referringService: item.service_id,
    listingId: home.id,
    listingItemId: listingItem,
    propertyId: home.id,
    attachmentId: attachment.id,
    ownerId: trip.id,
    ownerType: 'itinerary',
    partnerName: partner.name,
    leadId: lead.id,
    userId: guest.id,
    role: 'guest',
    cardId: DEMO_CARD.id,
    paymentMethodId: DEMO_CARD.methodId,
    token: DEMO_CARD_TOKENS.valid,
    sessionToken: guestToken,
    itemBookingContext: context,
    itemBookingContextId: context,
    contextIds: context,
    promoCodeIds: promo.id,
    promoCodeName: promo.code,
    username: GUEST.email,
    password: GUEST.password,
    email: GUEST.email,
    userEmail: GUEST.email,
    phone: '3035550123',
    status: 'Pending',
    expYear: 2030,
    date: checkIn,
    nearDate: checkIn,
    startDate: checkIn,
    itemStartDate: checkIn,
    checkInDate: checkIn,
    arrivalDate: checkIn,
    stayStartDate: checkIn,
    endDate: checkOut,
    itemEndDate: checkOut,
    checkOutDate: checkOut,
    departureDate: checkOut,
    stayEndDate: checkOut,
  };
  // The wildcards: a picture the demo has (a partner's logo) and a main-site page.
  const paramValue: ParamValue = (route, name) => {
    if (name === '*') return route.url.startsWith('/media/') ? `partners/${partner.slug}.svg` : 'stays/aspen';
    const value = known[name];
    return typeof value === 'string' ? value : 'sample-id';
  };
  return { known, paramValue };
};
