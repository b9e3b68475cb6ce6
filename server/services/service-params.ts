import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';

export const serviceParamsSchema = {
  type: 'object',
  required: ['serviceId'],
  properties: { serviceId: ID_SCHEMA },
} as const;

export interface ServiceParams {
  serviceId: string;
}

export const marketParamsSchema = {
  type: 'object',
  required: ['marketId'],
  properties: { marketId: ID_SCHEMA },
} as const;

export interface MarketParams {
  marketId: string;
}

export const SERVICE_NOT_FOUND = 'Service not found';
export const MARKET_NOT_FOUND = 'Market not found';

export const serviceNotFound = () => new HttpError(404, SERVICE_NOT_FOUND);
export const marketNotFound = () => new HttpError(404, MARKET_NOT_FOUND);
