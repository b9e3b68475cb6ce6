import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { NOT_SIGNED_IN, requireSignedIn, sessionTokenOf } from './authenticate.js';
import { deleteSession, findSessionUser } from './session.store.js';
import { toUserView, type UserRecord, userViewSchema } from './user.js';

/** The session user of docs/product/entities.md#session-user, with the token the app already holds. */
const { objectId, username, fullName, email, phone } = userViewSchema.properties;
const currentUserSchema = {
  type: 'object',
  required: [...userViewSchema.required, 'sessionToken'],
  properties: { objectId, username, fullName, sessionToken: { type: 'string' }, email, phone },
} as const;

// Field order on the wire follows currentUserSchema.
const sessionUser = (user: UserRecord, sessionToken: string) => ({ ...toUserView(user), sessionToken });

/**
 * The session backend, whose paths docs/product/calls.md#session-backend leaves open (current
 * user, become, logout), under /auth.
 */
export const registerSessionRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/auth/current-user', { schema: { response: { 200: currentUserSchema } } }, async (request) => {
    const { user, token } = await requireSignedIn(db, request);
    return sessionUser(user, token);
  });

  app.post<{ Body: { sessionToken: string } }>(
    '/auth/become',
    {
      schema: {
        body: {
          type: 'object',
          required: ['sessionToken'],
          properties: { sessionToken: { type: 'string', maxLength: 200 } },
        },
        response: { 200: currentUserSchema },
      },
    },
    async (request) => {
      const user = await findSessionUser(db, request.body.sessionToken);
      if (!user) throw new HttpError(401, NOT_SIGNED_IN);
      return sessionUser(user, request.body.sessionToken);
    },
  );

  // Idempotent: signing out without (or with a dead) session is already done.
  app.post('/auth/logout', async (request, reply) => {
    await deleteSession(db, sessionTokenOf(request));
    return reply.code(204).send();
  });
};
