import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { MISSING_ROLE, requireSignedIn } from './authenticate.js';
import { rolesOf } from './user.store.js';

/**
 * Role checks (docs/product/roles.md#role-checks): 200 with the role, 403 without it, 401
 * when signed out.
 */
export const registerRoleRoutes = (app: FastifyInstance, db: Database) => {
  app.get<{ Params: { role: string } }>(
    '/api/is-auth/:role',
    {
      schema: {
        params: {
          type: 'object',
          required: ['role'],
          properties: { role: { type: 'string', maxLength: 50 } },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const roles = await rolesOf(db, user.id);
      if (!roles.includes(request.params.role)) throw new HttpError(403, MISSING_ROLE);
      return { role: request.params.role };
    },
  );

  app.get('/api/my-roles', async (request) => {
    const { user } = await requireSignedIn(db, request);
    return rolesOf(db, user.id);
  });
};
