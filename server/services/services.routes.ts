import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';

/** Registers every services route of the host. */
export const registerServiceRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  void app;
  void db;
  void config;
};
