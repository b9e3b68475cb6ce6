import type { FastifyInstance } from 'fastify';
import { GUEST_DELETE_REASON } from '../../src/core/itinerary/item-deletion.rule.js';
import { requireSignedIn } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { loadOwnedItem } from './item-access.js';
import { type FieldValueUpdate, updateFieldValues } from './item-field-values.js';
import { type PriceEntryInput, priceEntries } from './item-price-entries.js';
import { removeItem } from './item-removal.js';
import { assertCanDelete, assertCanEdit } from './item-status-moves.js';
import { widenItineraryForItem } from './itinerary-dates.js';
import { isoInstantSql } from './sql-dates.js';
import {
  DATE_SCHEMA,
  ID_SCHEMA,
  type ItemParams,
  itemParams,
  PRICE_ENTRY_SCHEMA,
  toUtcInstant,
} from './trip-schemas.js';

const PATH = '/api/itinerary/:itineraryId/item/:itemId';

const fieldValueSchema = {
  type: 'object',
  required: ['objectId'],
  properties: {
    objectId: ID_SCHEMA,
    displayValue: { type: ['string', 'null'], maxLength: 2000 },
    value: {
      type: ['object', 'null'],
      properties: { content: {}, type: { type: ['string', 'null'], maxLength: 60 } },
    },
  },
} as const;

// The total the app computed is shown back as sent; the server prices the entry itself.
const priceEntrySchema = {
  ...PRICE_ENTRY_SCHEMA,
  properties: { ...PRICE_ENTRY_SCHEMA.properties, total: { type: ['number', 'null'] } },
} as const;

/** The changes a guest makes to a service item on their trip: answers, price choice, dates, removal. */
export const registerItemRoutes = (app: FastifyInstance, db: Database) => {
  app.put<{ Params: ItemParams; Body: { updates: FieldValueUpdate[] } }>(
    `${PATH}/fieldValues`,
    {
      schema: {
        params: itemParams,
        body: {
          type: 'object',
          required: ['updates'],
          properties: { updates: { type: 'array', minItems: 1, maxItems: 100, items: fieldValueSchema } },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      return db.transaction(async (tx) => {
        const owned = await loadOwnedItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(owned.item.status);
        return updateFieldValues(tx, owned, request.body.updates, user.id);
      });
    },
  );

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
        const { item } = await loadOwnedItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(item.status);
        const entries = priceEntries(item.pricing_config, request.body.pricing);
        await tx.query(
          'update itinerary_items set item_price = $2::jsonb, updated_at = now() where id = $1',
          [item.id, JSON.stringify(entries)],
        );
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
        const { item } = await loadOwnedItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(item.status);
        const { rows } = await tx.query<{ startDate: string; endDate: string; isDateSelected: boolean }>(
          `update itinerary_items
              set start_at = $2::timestamptz, end_at = $3::timestamptz, is_date_selected = true, updated_at = now()
            where id = $1
            returning ${isoInstantSql('start_at')} as "startDate", ${isoInstantSql('end_at')} as "endDate",
                      is_date_selected as "isDateSelected"`,
          [item.id, start, end],
        );
        await widenItineraryForItem(tx, item.id);
        return rows[0];
      });
    },
  );

  // The body's deleteReason is the app's; a guest's own deletion is always recorded as such (SPEC 6).
  app.delete<{ Params: ItemParams; Body: { deleteReason?: string } | undefined }>(
    PATH,
    {
      schema: {
        params: itemParams,
        body: { type: ['object', 'null'], properties: { deleteReason: { type: 'string', maxLength: 200 } } },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, itemId } = request.params;
      await db.transaction(async (tx) => {
        const { item } = await loadOwnedItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanDelete(item.status);
        await removeItem(tx, {
          kind: 'service',
          itineraryId,
          itemId: item.id,
          from: item.status,
          reason: GUEST_DELETE_REASON,
          actorUserId: user.id,
        });
      });
      return reply.code(204).send();
    },
  );
};
