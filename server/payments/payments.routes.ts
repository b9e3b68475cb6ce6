import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';

/** Registers every payments route of the host. */
export const registerPaymentRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  void app;
  void db;
  void config;
};
