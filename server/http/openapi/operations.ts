import { ACCOUNT_DOCS } from './account.docs.js';
import { CALENDAR_DOCS } from './calendar.docs.js';
import { CATALOG_DOCS } from './catalog.docs.js';
import { ITEM_DOCS } from './items.docs.js';
import type { OperationDocs } from './operation.js';
import { PAYMENT_DOCS } from './payments.docs.js';
import { TRIP_DOCS } from './trips.docs.js';

/** Every documented operation, by `METHOD /path` as Fastify spells the route (no trailing slash). */
export const OPERATION_DOCS: OperationDocs = {
  ...ACCOUNT_DOCS,
  ...CATALOG_DOCS,
  ...TRIP_DOCS,
  ...CALENDAR_DOCS,
  ...ITEM_DOCS,
  ...PAYMENT_DOCS,
};

/** The key a route is documented under: `/api/login/` and `/api/login` are one route here. */
export const operationKey = (method: string, url: string) =>
  `${method.toUpperCase()} ${url.length > 1 ? url.replace(/\/$/, '') : url}`;

/**
 * Routes that are not JSON calls of the API, left out of the document: the pages, image
 * files, the documentation itself and the verification-only provider-state endpoint.
 */
export const isUndocumented = (url: string) =>
  !(url.startsWith('/api/') || url.startsWith('/auth/')) ||
  url.startsWith('/api/docs') ||
  url === '/api/openapi.json';
