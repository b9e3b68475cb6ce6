import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import type { Database } from '../../db/database.js';
import type { StoredFieldValue } from '../../db/rows/trips.js';
import { HttpError } from '../../http/http-error.js';
import { statusAfter } from '../item-status-moves.js';
import { mergeListingItemFieldValues } from './listing-item-choice.store.js';
import { loadOwnedListingItem } from './listing-item-record.js';
import { type ListingItemParams, listingItemParamsSchema } from './listing-item-schemas.js';
import { moveListingItem } from './listing-item-status.js';
import { loadStayFields, requiredFieldsAnswered } from './stay-fields.js';

/** A value's stored form is bounded: a grocery list fits, a file does not. */
const MAX_VALUE_CHARS = 10_000;

interface FieldValueUpdate {
  objectId: string;
  displayValue?: string | null;
  value: { content?: unknown; type?: string | null };
}

const bodySchema = {
  type: 'object',
  required: ['updates'],
  properties: {
    updates: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['objectId', 'value'],
        properties: {
          objectId: { type: 'string', minLength: 1, maxLength: 64 },
          displayValue: { type: ['string', 'null'], maxLength: 1000 },
          value: {
            type: 'object',
            required: ['content'],
            properties: { content: {}, type: { type: ['string', 'null'], maxLength: 50 } },
          },
        },
      },
    },
  },
} as const;

/**
 * PUT .../listing-item/{id}/fieldValues (docs/product/calls.md#listing-item-calls): the
 * guest's answers to the home's stay fields (arrival time, requests), each by the field's id,
 * answered as stored. A draft whose required fields are all answered becomes 'info'
 * (docs/host/decisions.md#itinerary-items).
 */
export const registerListingItemFieldRoutes = (app: FastifyInstance, db: Database) => {
  app.put<{ Params: ListingItemParams; Body: { updates: FieldValueUpdate[] } }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId/fieldValues',
    { schema: { params: listingItemParamsSchema, body: bodySchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      return db.transaction(async (tx) => {
        const { item } = await loadOwnedListingItem(tx, itineraryId, listingItemId, user.id, {
          forUpdate: true,
        });
        const fields = (await loadStayFields(tx, [item.listing_id])).get(item.listing_id) ?? [];
        const known = new Set(fields.map((field) => field.id));
        const updates: Record<string, StoredFieldValue> = {};
        for (const update of request.body.updates) {
          if (!known.has(update.objectId))
            throw new HttpError(400, `This stay has no field ${update.objectId}`);
          const stored = {
            displayValue: update.displayValue ?? null,
            value: { content: update.value.content ?? null, type: update.value.type ?? null },
          };
          if (JSON.stringify(stored).length > MAX_VALUE_CHARS) {
            throw new HttpError(400, `The value of ${update.objectId} is too long`);
          }
          updates[update.objectId] = stored;
        }
        await mergeListingItemFieldValues(tx, item.id, updates);
        const completed = statusAfter('complete-fields', item.status);
        if (completed && requiredFieldsAnswered(fields, { ...item.field_values, ...updates })) {
          await moveListingItem(tx, {
            itineraryId,
            listingItemId: item.id,
            from: item.status,
            to: completed,
            reason: 'Guest filled in the stay details',
            actorUserId: user.id,
          });
        }
        return Object.entries(updates).map(([objectId, stored]) => ({ objectId, ...stored }));
      });
    },
  );
};
