import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isValidPhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneDigits,
} from '../../src/core/contact/index.js';
import type { ServerConfig } from '../config.js';
import type { Database, Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { routeRateLimit } from '../http/rate-limit.js';
import { consumeAccountToken, retireUnusedAccountTokens, WrongEmailError } from './account-tokens.js';
import { requireSignedIn } from './authenticate.js';
import { MAX_EMAIL_LENGTH } from './email-address.js';
import { hashPassword } from './password.js';
import { createSession, deleteSessionsOfUser } from './session.store.js';
import { MIN_PASSWORD_LENGTH } from './signup.routes.js';
import { toUserView, userViewSchema } from './user.js';
import { findUserById, updateContactInfo, updateFinalizedAccount, updatePasswordHash } from './user.store.js';

export const INVALID_PHONE = `phone must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`;

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;
const password = { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 } as const;
const email = { type: 'string', minLength: 1, maxLength: MAX_EMAIL_LENGTH } as const;
const token = { type: 'string', minLength: 1, maxLength: 200 } as const;
// Room for separators and a country prefix around the 14 digits; '' or null for none.
const phone = { type: ['string', 'null'], maxLength: 40 } as const;

const signedInSchema = {
  200: {
    type: 'object',
    required: ['sessionToken', 'user'],
    properties: { sessionToken: { type: 'string' }, user: userViewSchema },
  },
} as const;

const contactInfoSchema = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'phone'],
  properties: {
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
  },
} as const;

interface SetPasswordBody {
  email: string;
  token: string;
  password: string;
}

interface FinalizeBody extends SetPasswordBody {
  firstName: string;
  lastName: string;
  phone?: string | null;
}

interface ContactInfoBody {
  firstName: string;
  lastName: string;
  phone?: string | null;
}

const blank = (field: string) => new HttpError(400, `${field} must not be blank`);

/**
 * null for no phone; the digits of a valid one; 400 otherwise
 * (docs/product/validation.md#phone-and-e-mail).
 */
const phoneOf = (raw: string | null | undefined): string | null => {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  if (!isValidPhone(raw)) throw new HttpError(400, INVALID_PHONE);
  return phoneDigits(raw);
};

const namesOf = (body: { firstName: string; lastName: string }) => {
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  if (!firstName) throw blank('firstName');
  if (!lastName) throw blank('lastName');
  return { firstName, lastName };
};

const loadUser = async (db: Queryable, userId: string) => {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(404, 'Account not found');
  return user;
};

/** The wrong-email state carries the obscured address as a field of its own, too. */
const sendWrongEmail = (error: unknown, reply: FastifyReply) => {
  if (!(error instanceof WrongEmailError)) throw error;
  return reply.code(409).send({ message: error.message, correctEmail: error.correctEmail });
};

/**
 * The portal's account calls (docs/host/decisions.md#account-links): POST /api/set-password/
 * and POST /api/finalize-account/ take a one-time account link (account-tokens.ts), set the
 * password, retire the account's other unused links, end every other session of the user and
 * sign them in; GET and PUT
 * /api/contact-info read and change the signed-in user's names and phone.
 */
export const registerAccountRoutes = (app: FastifyInstance, db: Database, settings: ServerConfig): void => {
  const limited = routeRateLimit(settings.authRateLimit);

  /** Uses the link, applies `change`, and starts the only session the user has left. */
  const redeem = async (
    body: SetPasswordBody,
    change: (tx: Queryable, userId: string, passwordHash: string) => Promise<void>,
  ) => {
    // Hash before the transaction: scrypt is slow and must not hold the database.
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
      const now = settings.now();
      const userId = await consumeAccountToken(tx, body.token, body.email, now);
      // No other link of the account outlives the password it sets.
      await retireUnusedAccountTokens(tx, userId, now);
      await change(tx, userId, passwordHash);
      await deleteSessionsOfUser(tx, userId);
      const sessionToken = await createSession(tx, userId, settings.now());
      return { sessionToken, user: toUserView(await loadUser(tx, userId)) };
    });
  };

  app.post<{ Body: SetPasswordBody }>(
    '/api/set-password/',
    {
      config: limited,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'token', 'password'],
          properties: { email, token, password },
        },
        response: signedInSchema,
      },
    },
    async (request, reply) => {
      try {
        return await redeem(request.body, (tx, userId, passwordHash) =>
          updatePasswordHash(tx, userId, passwordHash),
        );
      } catch (error) {
        return sendWrongEmail(error, reply);
      }
    },
  );

  app.post<{ Body: FinalizeBody }>(
    '/api/finalize-account/',
    {
      config: limited,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'token', 'password', 'firstName', 'lastName'],
          properties: { email, token, password, firstName: name, lastName: name, phone },
        },
        response: signedInSchema,
      },
    },
    async (request, reply) => {
      const names = namesOf(request.body);
      const digits = phoneOf(request.body.phone);
      try {
        return await redeem(request.body, (tx, userId, passwordHash) =>
          updateFinalizedAccount(tx, userId, { passwordHash, ...names, phone: digits }),
        );
      } catch (error) {
        return sendWrongEmail(error, reply);
      }
    },
  );

  const contactInfo = (user: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
  }) => ({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
  });

  app.get(
    '/api/contact-info',
    { schema: { response: { 200: contactInfoSchema } } },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      reply.header('Cache-Control', 'no-store');
      return contactInfo(user);
    },
  );

  app.put<{ Body: ContactInfoBody }>(
    '/api/contact-info',
    {
      schema: {
        body: {
          type: 'object',
          required: ['firstName', 'lastName'],
          properties: { firstName: name, lastName: name, phone },
        },
        response: { 200: contactInfoSchema },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const names = namesOf(request.body);
      const digits = phoneOf(request.body.phone);
      await updateContactInfo(db, user.id, { ...names, phone: digits });
      return contactInfo({ ...names, email: user.email, phone: digits });
    },
  );
};
