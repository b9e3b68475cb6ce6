import type { FastifyInstance } from 'fastify';
import { parseProductLine } from '../../src/core/market/index.js';
import { authenticate, requireSignedIn } from '../auth/authenticate.js';
import { isValidEmail, MAX_EMAIL_LENGTH } from '../auth/email-address.js';
import type { Database } from '../db/database.js';
import type { GuestWrites } from '../http/guest-writes.js';
import { HttpError } from '../http/http-error.js';
import { routeRateLimit } from '../http/rate-limit.js';
import { insertGeneralMessage, insertTripMessage, marketExists } from './guest-message.store.js';
import { loadOwnedItinerary } from './itinerary-access.js';
import {
  type ItineraryParams,
  itineraryParams,
  MESSAGE_SCHEMA,
  NULLABLE_ID_SCHEMA,
  requireText,
} from './trip-schemas.js';

const NAME_SCHEMA = { type: 'string', minLength: 1, maxLength: 200 } as const;
const EMAIL_SCHEMA = { type: 'string', maxLength: MAX_EMAIL_LENGTH } as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

/** Anyone may write from the contact form: a few messages a minute per client is plenty. */
export const MESSAGE_RATE_LIMIT = { max: 20, timeWindowMs: 60_000 };

interface ItineraryMessageBody {
  message: string;
  user?: string | null;
  userName: string;
  userEmail: string;
}

interface GeneralMessageBody {
  message: string;
  marketId?: string | null;
  productLine?: string | null;
  name: string;
  email: string;
  location?: string | null;
  loggedIn?: boolean;
  sfId?: string | null;
  user?: string | null;
  messageType?: string | null;
}

/**
 * An empty e-mail is allowed where the app may have none (the e-mail fallback of
 * docs/product/validation.md#message-sender); a wrong one never.
 */
const emailOf = (field: string, value: string, { required }: { required: boolean }): string => {
  const email = value.trim();
  if (!email && !required) return '';
  if (!isValidEmail(email)) throw new HttpError(400, `${field} must be a valid e-mail address`);
  return email;
};

/**
 * Messages from guests to the concierge (guest_messages): about a trip, from its owner; or
 * from the contact form on any page, signed in or not. Who wrote is the session's user,
 * never the body's `user`, which only has to agree with it.
 */
export const registerMessageRoutes = (app: FastifyInstance, db: Database, writes: GuestWrites) => {
  app.post<{ Params: ItineraryParams; Body: ItineraryMessageBody }>(
    '/api/itinerary/:itineraryId/messages',
    {
      schema: {
        params: itineraryParams,
        body: {
          type: 'object',
          required: ['message', 'userName', 'userEmail'],
          properties: {
            message: MESSAGE_SCHEMA,
            user: NULLABLE_ID_SCHEMA,
            userName: NAME_SCHEMA,
            userEmail: EMAIL_SCHEMA,
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      const body = request.body;
      const message = requireText('message', body.message);
      const name = requireText('userName', body.userName);
      const email = emailOf('userEmail', body.userEmail, { required: false });
      if (body.user && body.user !== user.id) throw new HttpError(400, 'user must be the signed-in user');
      const itinerary = await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      await writes.take('message', user.id);
      const id = await insertTripMessage(db, {
        itineraryId: itinerary.id,
        userId: user.id,
        name,
        email,
        message,
      });
      return reply.code(201).send({ objectId: id });
    },
  );

  app.post<{ Body: GeneralMessageBody }>(
    '/api/messages',
    {
      config: routeRateLimit(MESSAGE_RATE_LIMIT),
      schema: {
        body: {
          type: 'object',
          required: ['message', 'name', 'email'],
          properties: {
            message: MESSAGE_SCHEMA,
            marketId: NULLABLE_ID_SCHEMA,
            productLine: nullableText(60),
            name: NAME_SCHEMA,
            email: EMAIL_SCHEMA,
            location: nullableText(2000),
            loggedIn: { type: 'boolean' },
            sfId: nullableText(64),
            user: NULLABLE_ID_SCHEMA,
            messageType: nullableText(100),
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const message = requireText('message', body.message);
      const name = requireText('name', body.name);
      const email = emailOf('email', body.email, { required: true });
      const productLine = body.productLine ? parseProductLine(body.productLine) : undefined;
      if (body.productLine && !productLine)
        throw new HttpError(400, `productLine must be one of the product lines, got "${body.productLine}"`);
      const signedIn = await authenticate(db, request);
      if (body.user && body.user !== signedIn?.user.id)
        throw new HttpError(400, 'user must be the signed-in user');
      if (body.marketId && !(await marketExists(db, body.marketId)))
        throw new HttpError(400, `marketId names no market: ${body.marketId}`);
      await writes.take('message', signedIn?.user.id ?? `address:${request.ip}`);
      const id = await insertGeneralMessage(db, {
        marketId: body.marketId ?? null,
        productLine: productLine ?? null,
        userId: signedIn?.user.id ?? null,
        name,
        email,
        message,
        location: body.location?.trim() || null,
        messageType: body.messageType?.trim() || null,
        sfId: body.sfId?.trim() || null,
      });
      return reply.code(201).send({ objectId: id });
    },
  );
};
