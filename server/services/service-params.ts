import { HttpError } from '../http/http-error.js';

/** An objectId-like key in a path: what the demo data and the pact use. */
const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const serviceParamsSchema = {
  type: 'object',
  required: ['serviceId'],
  properties: { serviceId: { type: 'string', pattern: ID_PATTERN } },
} as const;

export interface ServiceParams {
  serviceId: string;
}

export const marketParamsSchema = {
  type: 'object',
  required: ['marketId'],
  properties: { marketId: { type: 'string', pattern: ID_PATTERN } },
} as const;

export interface MarketParams {
  marketId: string;
}

export const SERVICE_NOT_FOUND = 'Service not found';
export const MARKET_NOT_FOUND = 'Market not found';

export const serviceNotFound = () => new HttpError(404, SERVICE_NOT_FOUND);
export const marketNotFound = () => new HttpError(404, MARKET_NOT_FOUND);
