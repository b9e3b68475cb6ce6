import type { FastifyInstance } from 'fastify';
import { type Database, isUniqueViolation } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { type RateLimitSettings, routeRateLimit } from '../http/rate-limit.js';
import { isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from './email-address.js';
import { hashPassword } from './password.js';
import { createSession } from './session.store.js';
import { toUserView, userViewSchema } from './user.js';
import { findUserByEmail, insertUser } from './user.store.js';

export const DUPLICATE_ACCOUNT = 'An account with this e-mail already exists';
export const MIN_PASSWORD_LENGTH = 8;

interface SignupBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

const name = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const registerSignupRoute = (app: FastifyInstance, db: Database, limit: RateLimitSettings) => {
  app.post<{ Body: SignupBody }>(
    '/api/signup/',
    {
      config: routeRateLimit(limit),
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password', 'firstName', 'lastName'],
          properties: {
            email: { type: 'string', maxLength: MAX_EMAIL_LENGTH },
            password: { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: 1024 },
            firstName: name,
            lastName: name,
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['token', 'user'],
            properties: { token: { type: 'string' }, user: userViewSchema },
          },
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const firstName = request.body.firstName.trim();
      const lastName = request.body.lastName.trim();
      if (!isValidEmail(email)) throw new HttpError(400, 'email must be a valid e-mail address');
      if (!firstName) throw new HttpError(400, 'firstName must not be blank');
      if (!lastName) throw new HttpError(400, 'lastName must not be blank');

      // Hash before the transaction: scrypt is slow and must not hold the database.
      const passwordHash = await hashPassword(request.body.password);
      try {
        const created = await db.transaction(async (tx) => {
          if (await findUserByEmail(tx, email)) return null;
          const user = await insertUser(tx, { email, passwordHash, firstName, lastName, roles: ['guest'] });
          return { user, token: await createSession(tx, user.id) };
        });
        if (!created) throw new HttpError(409, DUPLICATE_ACCOUNT);
        return reply.code(201).send({ token: created.token, user: toUserView(created.user) });
      } catch (error) {
        // Two sign-ups racing for one address: the unique index decides, same answer.
        if (isUniqueViolation(error)) throw new HttpError(409, DUPLICATE_ACCOUNT);
        throw error;
      }
    },
  );
};
