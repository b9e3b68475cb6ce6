import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { type RateLimitSettings, routeRateLimit } from '../http/rate-limit.js';
import type { SignInAttempts } from '../http/sign-in-attempts.js';
import { normalizeEmail } from './email-address.js';
import { decoyPasswordHash, verifyPassword } from './password.js';
import { createSession } from './session.store.js';
import { toUserView, userViewSchema } from './user.js';
import { findUserByEmail } from './user.store.js';

/** One message for an unknown account and a wrong password, so neither can be probed. */
export const INVALID_LOGIN = 'Invalid e-mail or password';

interface LoginBody {
  username: string;
  password: string;
}

export const registerLoginRoute = (
  app: FastifyInstance,
  db: Database,
  limit: RateLimitSettings,
  attempts: SignInAttempts,
) => {
  app.post<{ Body: LoginBody }>(
    '/api/login/',
    {
      config: routeRateLimit(limit),
      schema: {
        body: {
          type: 'object',
          required: ['username', 'password'],
          properties: {
            username: { type: 'string', minLength: 1, maxLength: 254 },
            // The upper bound keeps a huge "password" from buying a long scrypt run.
            password: { type: 'string', minLength: 1, maxLength: 1024 },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['sessionToken', 'user'],
            properties: { sessionToken: { type: 'string' }, user: userViewSchema },
          },
        },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.username);
      // Counted for unknown e-mails too: whether an account exists must not show in the limit.
      await attempts.admit(email, request.ip);
      const user = await findUserByEmail(db, email);
      // Hash even for an unknown account, so the answer takes as long either way.
      const matches = await verifyPassword(
        request.body.password,
        user?.passwordHash ?? (await decoyPasswordHash()),
      );
      if (!user || !matches) {
        await attempts.failed(email);
        throw new HttpError(401, INVALID_LOGIN);
      }
      await attempts.succeeded(email, request.ip);
      const sessionToken = await createSession(db, user.id);
      return { sessionToken, user: toUserView(user) };
    },
  );
};
