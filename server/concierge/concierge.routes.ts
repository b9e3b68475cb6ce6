import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';

/** Registers the role-guarded /api/concierge/... routes. */
export const registerConciergeRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  void app;
  void db;
  void config;
};
