import type { FastifyInstance } from 'fastify';
import * as E from 'fp-ts/lib/Either.js';
import { BookingState, mergeBookingState } from '../../src/core/booking/index.js';
import { BOOKING_ITEM_TYPES, type BookingItemType } from '../../src/core/booking-terms/index.js';
import { formatValidationErrors } from '../../src/core/shared/index.js';
import { authenticate, NOT_SIGNED_IN, requireSignedIn } from '../auth/authenticate.js';
import { assertPartyWithinLimits } from '../catalog/party-limits.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import type { LimitCounters } from '../http/limit-counters.js';
import { AnonymousContextAllowance, sweepExpiredAnonymousContexts } from './anonymous-contexts.js';
import {
  attachBookingContexts,
  findBookingContext,
  insertBookingContext,
  readableBookingContexts,
  toBookingContext,
  updateBookingContext,
  userBookingContexts,
} from './booking-context.store.js';
import { resolveContextTarget } from './booking-context-item.js';
import { computeValidationState } from './booking-context-validation.js';

interface SaveBody {
  itemId: string;
  itemType: BookingItemType;
  bookingState: Record<string, unknown>;
  skipValidation?: boolean;
  itemBookingContextId?: string;
}

export const CONTEXT_NOT_FOUND = 'Booking context not found';
export const NOT_YOUR_CONTEXT = 'You do not have permission to change this booking context.';
export const CONTEXT_FOR_ANOTHER_ITEM = 'This booking context is for another item.';

/** A booking state is a guest's choices, not a document store. */
const MAX_BOOKING_STATE_CHARS = 16 * 1024;

const saveSchema = {
  type: 'object',
  required: ['itemId', 'itemType', 'bookingState'],
  properties: {
    itemId: ID_SCHEMA,
    itemType: { type: 'string', enum: [...BOOKING_ITEM_TYPES] },
    bookingState: { type: 'object' },
    skipValidation: { type: 'boolean' },
    itemBookingContextId: ID_SCHEMA,
  },
} as const;

const idsSchema = {
  type: 'object',
  required: ['contextIds'],
  properties: { contextIds: { type: 'array', items: ID_SCHEMA, maxItems: 100 } },
} as const;

/** The fields a booking state has (docs/product/entities.md#booking-state); no others are kept. */
const BOOKING_STATE_FIELDS = [...Object.keys(BookingState.required), ...Object.keys(BookingState.optional)];

const knownFieldsOf = (value: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(value).filter(([key]) => BOOKING_STATE_FIELDS.includes(key)));

/**
 * The booking state as the core reads it, nulls included (an update's null removes a
 * choice), or a 400 naming the first field that does not fit. Fields a booking state does
 * not have are dropped, not stored: a context is a guest's choices, not a document store
 * (docs/host/decisions.md#hardening).
 */
const readBookingState = (sent: Record<string, unknown>): BookingState => {
  const value = knownFieldsOf(sent);
  if (JSON.stringify(value).length > MAX_BOOKING_STATE_CHARS) {
    throw new HttpError(400, 'bookingState is too large');
  }
  const decoded = BookingState.decode(value);
  if (E.isLeft(decoded)) throw new HttpError(400, `bookingState.${formatValidationErrors(decoded.left)[0]}`);
  // The party's limits are the same here as on every booking route (party-limits.ts).
  assertPartyWithinLimits(decoded.right, 'bookingState.');
  return decoded.right;
};

/**
 * Booking contexts (docs/product/entities.md#booking-context,
 * docs/product/flows.md#booking-contexts, docs/product/roles.md#anonymous-visitors and
 * docs/product/calls.md#auth-and-context): what a guest chose for an item before reserving.
 * Anonymous visitors create contexts and hold them by id; a signed-in guest's belong to them,
 * and their anonymous ones are attached to them after login.
 */
export const registerBookingContextRoutes = (
  app: FastifyInstance,
  db: Database,
  config: ServerConfig,
  writes: GuestWrites,
  counters: LimitCounters,
) => {
  const anonymous = new AnonymousContextAllowance(counters);

  /** PUT /api/item-booking-context: creates a context, or with itemBookingContextId updates it. */
  app.put<{ Body: SaveBody }>(
    '/api/item-booking-context',
    { schema: { body: saveSchema } },
    async (request) => {
      const { body } = request;
      const incoming = readBookingState(body.bookingState);
      const caller = (await authenticate(db, request))?.user ?? null;

      if (body.itemBookingContextId === undefined) {
        // A null or missing value is no choice (docs/product/flows.md#booking-contexts); it
        // is never stored.
        const bookingState = mergeBookingState({}, incoming);
        const target = await resolveContextTarget(db, body.itemType, body.itemId, caller);
        if (caller) await writes.take('context', caller.id);
        if (!caller) {
          // Counted on the store's clock, as the rate limits are; expiry on the host's clock.
          await anonymous.take(request.ip);
          if (anonymous.sweepDue(Date.now())) await sweepExpiredAnonymousContexts(db, config.now());
        }
        const validation = body.skipValidation
          ? null
          : await computeValidationState(db, target, bookingState, config.now());
        const created = await db.transaction((tx) =>
          insertBookingContext(tx, {
            userId: caller?.id ?? null,
            itemId: body.itemId,
            itemType: body.itemType,
            bookingState,
            validation,
          }),
        );
        return toBookingContext(created);
      }

      // Read, merge and write under the row's lock: two saves racing on one context (the app
      // saves as the guest types) must each add their fields, not overwrite the other's.
      const contextId = body.itemBookingContextId;
      return db.transaction(async (tx) => {
        const existing = await findBookingContext(tx, contextId, { forUpdate: true });
        if (!existing) throw new HttpError(404, CONTEXT_NOT_FOUND);
        if (existing.user_id !== null && !caller) throw new HttpError(401, NOT_SIGNED_IN);
        if (existing.user_id !== null && existing.user_id !== caller?.id)
          throw new HttpError(403, NOT_YOUR_CONTEXT);
        if (existing.item_id !== body.itemId || existing.item_type !== body.itemType) {
          throw new HttpError(409, CONTEXT_FOR_ANOTHER_ITEM);
        }
        const target = await resolveContextTarget(tx, body.itemType, body.itemId, caller);
        // An update merges its fields into what is stored, dropping null or undefined
        // (docs/product/flows.md#booking-contexts).
        const merged = mergeBookingState(existing.booking_state, incoming);
        const validation = body.skipValidation
          ? null
          : await computeValidationState(tx, target, merged, config.now());
        return toBookingContext(await updateBookingContext(tx, existing.id, merged, validation));
      });
    },
  );

  /** GET /api/my-booking-contexts: the signed-in guest's contexts. */
  app.get('/api/my-booking-contexts', async (request) => {
    const { user } = await requireSignedIn(db, request);
    return (await userBookingContexts(db, user.id)).map(toBookingContext);
  });

  /** POST /api/item-booking-contexts: contexts by the ids a browser stored; never another guest's. */
  app.post<{ Body: { contextIds: string[] } }>(
    '/api/item-booking-contexts',
    { schema: { body: idsSchema } },
    async (request) => {
      const caller = await authenticate(db, request);
      const contexts = await readableBookingContexts(db, request.body.contextIds, caller?.user.id ?? null);
      return contexts.map(toBookingContext);
    },
  );

  /** POST /api/attach-booking-contexts: the visitor signed in; their anonymous contexts become theirs. */
  app.post<{ Body: { contextIds: string[] } }>(
    '/api/attach-booking-contexts',
    { schema: { body: idsSchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const attached = await db.transaction((tx) =>
        attachBookingContexts(tx, request.body.contextIds, user.id),
      );
      return attached.map(toBookingContext);
    },
  );
};
