import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import { voidQuote } from '../../bookings/quote-void.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { StoredPriceEntry } from '../../db/rows/trips.js';
import { HttpError } from '../../http/http-error.js';
import { widenItineraryForItem } from '../../trips/itinerary-dates.store.js';
import { DATE_SCHEMA } from '../../trips/trip-schemas.js';
import { assertCanEdit } from '../item-status-moves.js';
import { assertServiceDatesAllowed } from './service-date-rules.js';
import { setServiceItemDates, setServiceItemPrices } from './service-item-choice.store.js';
import { dateRulesOf, loadOwnedServiceItem, quotedService } from './service-item-record.js';
import { type ItemParams, itemParams, PRICE_ENTRY_SCHEMA, toUtcInstant } from './service-item-schemas.js';
import { type PriceEntryInput, priceEntries } from './service-price-entries.js';

/** Whether new price lines differ from the stored ones (jsonb keeps no key order: compared by value). */
const pricesChanged = (entries: readonly StoredPriceEntry[], stored: unknown): boolean => {
  const key = (line: Partial<StoredPriceEntry> | undefined) =>
    [line?.pricingHeaderId, line?.pricingOptionId, line?.pricingConfigId, line?.quantity ?? null].join('|');
  const before = Array.isArray(stored) ? (stored as StoredPriceEntry[]) : [];
  return entries.length !== before.length || entries.some((line, index) => key(line) !== key(before[index]));
};

const PATH = '/api/itinerary/:itineraryId/item/:itemId';

// The total the app computed is shown back as sent; the server prices the entry itself.
const priceEntrySchema = {
  ...PRICE_ENTRY_SCHEMA,
  properties: { ...PRICE_ENTRY_SCHEMA.properties, total: { type: ['number', 'null'] } },
} as const;

/** What a guest chooses for a service item on their trip: its price and its dates. */
export const registerServiceItemChoiceRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  app.post<{ Params: ItemParams; Body: { pricing: PriceEntryInput[] } }>(
    `${PATH}/pricing`,
    {
      schema: {
        params: itemParams,
        body: {
          type: 'object',
          required: ['pricing'],
          properties: { pricing: { type: 'array', maxItems: 50, items: priceEntrySchema } },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      return db.transaction(async (tx) => {
        const { item } = await loadOwnedServiceItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(item.status);
        const entries = priceEntries(item.pricing_config, request.body.pricing);
        await setServiceItemPrices(tx, item.id, entries);
        // A quote priced the lines it was given for (docs/host/pricing-integrity.md).
        if (pricesChanged(entries, item.item_price)) await voidQuote(tx, quotedService(item), user.id);
        return entries;
      });
    },
  );

  app.post<{ Params: ItemParams; Body: { startDate: string; endDate: string } }>(
    `${PATH}/dates`,
    {
      schema: {
        params: itemParams,
        body: {
          type: 'object',
          required: ['startDate', 'endDate'],
          properties: { startDate: DATE_SCHEMA, endDate: DATE_SCHEMA },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      const start = toUtcInstant('startDate', request.body.startDate);
      const end = toUtcInstant('endDate', request.body.endDate);
      if (end < start) throw new HttpError(400, 'endDate must not be before startDate');
      return db.transaction(async (tx) => {
        const { item } = await loadOwnedServiceItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(item.status);
        await assertServiceDatesAllowed(
          tx,
          dateRulesOf(item),
          { start, end, timeSlot: item.time_slot },
          config.now(),
          {
            reserve: false,
          },
        );
        const dates = await setServiceItemDates(tx, item.id, start, end);
        await widenItineraryForItem(tx, item.id);
        if (
          Date.parse(start) !== Date.parse(item.start_at ?? '') ||
          Date.parse(end) !== Date.parse(item.end_at ?? '')
        )
          await voidQuote(tx, quotedService(item), user.id);
        return dates;
      });
    },
  );
};
