import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';

/** PUT /api/user/{userId}/phone. */
export const registerUserPhoneRoute = (app: FastifyInstance, db: Database): void => {
  void app;
  void db;
};
