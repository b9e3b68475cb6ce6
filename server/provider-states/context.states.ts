import { dayOf } from '../catalog/calendar-day.js';
import type { Database, Queryable } from '../db/database.js';
import { demoPromoCodes, upsertPromoCodes } from '../db/seed/demo-promo-codes.js';
import { demoGuestId } from './pact-guests.js';
import { ensureMarket, ensureService } from './service-fixtures.js';
import type { StateHandler } from './state-handler.js';
import { STATES } from './state-names.js';

/**
 * Provider states of the booking-context and promo-code interactions. The ids are the
 * pact's own (bc-1, bc-anon, promo-ski10, promo-old5), written with upserts: a state puts its
 * rows back the way the interaction needs them, whatever an earlier interaction did (a
 * create replaced bc-1, an attach took bc-anon, a redemption spent SKI10).
 */
const IDS = {
  market: 'mk-aspen',
  service: 'sv-chef',
  itinerary: 'it-demo',
  item: 'si-1',
  context: 'bc-1',
  anonymousContext: 'bc-anon',
} as const;

interface PactContext {
  id: string;
  userId: string | null;
  itemId: string;
  itemType: 'Service' | 'ItineraryItem';
  bookingState: object;
}

/** Writes the context as given and, for a guest's, drops their other contexts for the item (one per item). */
const putContext = async (db: Queryable, context: PactContext): Promise<void> => {
  await db.query(
    `insert into booking_contexts (id, user_id, item_id, item_type, booking_state, computed_validation_state)
     values ($1, $2, $3, $4, $5::jsonb, null)
     on conflict (id) do update set user_id = excluded.user_id, item_id = excluded.item_id,
       item_type = excluded.item_type, booking_state = excluded.booking_state,
       computed_validation_state = null, updated_at = now()`,
    [context.id, context.userId, context.itemId, context.itemType, JSON.stringify(context.bookingState)],
  );
  if (context.userId)
    await db.query(
      'delete from booking_contexts where user_id = $1 and item_type = $2 and item_id = $3 and id <> $4',
      [context.userId, context.itemType, context.itemId, context.id],
    );
};

const ensureChef = async (db: Queryable): Promise<void> => {
  await ensureMarket(db, IDS.market, 'Aspen');
  await ensureService(db, IDS.service, IDS.market);
};

/**
 * The demo trip and its service item, when the trips' own state (STATES.demoTrip) has not
 * made them: inserted only when missing, never changing what that state wrote.
 */
const ensureDemoItem = async (db: Queryable, userId: string): Promise<void> => {
  await ensureChef(db);
  await db.query(
    `insert into itineraries (id, user_id, market_id, name, arrival_date, departure_date)
     values ($1, $2, $3, 'Aspen ski week', '2031-02-07', '2031-02-14') on conflict (id) do nothing`,
    [IDS.itinerary, userId, IDS.market],
  );
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status) values ($1, $2, $3, 'draft')
     on conflict (id) do nothing`,
    [IDS.item, IDS.itinerary, IDS.service],
  );
};

/** Puts a demo promo code back as seeded, with no redemptions, so the demo guest may use it again. */
const resetPromoCode = async (db: Queryable, id: string, now: Date): Promise<void> => {
  const promo = demoPromoCodes(dayOf(now)).find((candidate) => candidate.id === id);
  if (!promo) throw new Error(`no demo promo code ${id}`);
  await upsertPromoCodes(db, [promo]);
  await db.query('delete from promo_redemptions where promo_code_id = $1', [id]);
};

/** The chef dinner on 2031-02-09 for 2 adults, as the consumer's examples have it. */
const CHEF_DINNER = { itemStartDate: '2031-02-09', adultCount: 2 };

export const contextStates = (db: Database, now: () => Date): Record<string, StateHandler> => ({
  [STATES.serviceContext]: async () => {
    await ensureChef(db);
    const userId = await demoGuestId(db);
    // "The demo guest has bc-1" is the whole list the pact expects back (every entry shaped like
    // bc-1): contexts other interactions left the guest go. Their states make them again.
    await db.query('delete from booking_contexts where user_id = $1 and id <> $2', [userId, IDS.context]);
    await putContext(db, {
      id: IDS.context,
      userId,
      itemId: IDS.service,
      itemType: 'Service',
      bookingState: CHEF_DINNER,
    });
    return { contextId: IDS.context, serviceId: IDS.service };
  },
  [STATES.anonymousContext]: async () => {
    await ensureChef(db);
    await putContext(db, {
      id: IDS.anonymousContext,
      userId: null,
      itemId: IDS.service,
      itemType: 'Service',
      bookingState: CHEF_DINNER,
    });
    return { anonymousContextId: IDS.anonymousContext, serviceId: IDS.service };
  },
  [STATES.itemContext]: async () => {
    const userId = await demoGuestId(db);
    await ensureDemoItem(db, userId);
    await putContext(db, {
      id: IDS.context,
      userId,
      itemId: IDS.item,
      itemType: 'ItineraryItem',
      bookingState: {
        itemStartDate: '2031-02-09T18:00:00.000Z',
        itemEndDate: '2031-02-09T21:00:00.000Z',
        itemTimeSlot: { start: '18:00', end: '21:00', isNoPreference: false },
        adultCount: 2,
      },
    });
    return { contextId: IDS.context, itemId: IDS.item, itineraryId: IDS.itinerary, serviceId: IDS.service };
  },
  [STATES.activePromoCode]: async () => {
    await resetPromoCode(db, 'promo-ski10', now());
    return { promoCodeId: 'promo-ski10' };
  },
  [STATES.expiredPromoCode]: async () => {
    await resetPromoCode(db, 'promo-old5', now());
    return { promoCodeId: 'promo-old5' };
  },
});
