import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import type { Database } from '../../db/database.js';
import { ID_SCHEMA } from '../../http/id-schema.js';
import { assertCanEdit } from '../item-status-moves.js';
import { type FieldValueUpdate, updateFieldValues } from './service-field-values.js';
import { loadOwnedServiceItem } from './service-item-record.js';
import { type ItemParams, itemParams } from './service-item-schemas.js';

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

/**
 * PUT .../item/{itemId}/fieldValues: the guest's answers to the service's fields, each by
 * the field's id, answered as stored (service-field-values.ts says what a draft becomes).
 */
export const registerServiceItemFieldRoutes = (app: FastifyInstance, db: Database) => {
  app.put<{ Params: ItemParams; Body: { updates: FieldValueUpdate[] } }>(
    '/api/itinerary/:itineraryId/item/:itemId/fieldValues',
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
        const owned = await loadOwnedServiceItem(tx, itineraryId, itemId, user.id, { forUpdate: true });
        assertCanEdit(owned.item.status);
        return updateFieldValues(tx, owned, request.body.updates, user.id);
      });
    },
  );
};
