import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { registerGroceryItemRoutes } from './grocery-items.routes.js';
import { registerMarketServiceRoutes } from './market-services.routes.js';
import { registerServiceDetailRoutes } from './service.routes.js';

/** Registers every services route of the host (docs/product/calls.md#services-and-misc). */
export const registerServiceRoutes = (app: FastifyInstance, db: Database, config: ServerConfig): void => {
  registerMarketServiceRoutes(app, db, config);
  registerServiceDetailRoutes(app, db, config);
  registerGroceryItemRoutes(app, db);
};
