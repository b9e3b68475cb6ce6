import {
  DEFAULT_PRODUCT_LINE,
  PRODUCT_LINES,
  type ProductLineName,
  parseProductLine,
} from '../../src/core/market/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { NULLABLE_ID_SCHEMA } from '../http/id-schema.js';
import { itineraryExists, leadExists } from './service.store.js';

/**
 * The body of POST /api/services/{id} (docs/product/calls.md#services-and-misc): the trip and
 * lead the guest looks from, and the product line.
 */
export interface ServiceDetailBody {
  itineraryId?: string | null;
  leadId?: string | null;
  productLine?: string | null;
}

export const serviceDetailBodySchema = {
  type: 'object',
  properties: {
    itineraryId: NULLABLE_ID_SCHEMA,
    leadId: NULLABLE_ID_SCHEMA,
    productLine: { type: ['string', 'null'], maxLength: 60 },
  },
} as const;

export interface DetailContext {
  productLine: ProductLineName;
  itineraryId: string | null;
  leadId: string | null;
}

/**
 * Concierge when the app names no product line
 * (docs/product/constants.md#business-constants); a name that is none of the product lines of
 * docs/product/overview.md#product-lines is a 400.
 */
export const readProductLine = (value: string | null | undefined): ProductLineName => {
  if (value === null || value === undefined || value.trim() === '') return DEFAULT_PRODUCT_LINE;
  const line = parseProductLine(value);
  if (!line) throw new HttpError(400, `productLine must be one of ${PRODUCT_LINES.join(', ')}`);
  return line;
};

/**
 * Checks what the guest looks at the service from: a trip or lead id the host does not know
 * is a 404 naming it, rather than an answer silently priced for nobody.
 */
export const readDetailContext = async (
  db: Queryable,
  body: ServiceDetailBody | undefined,
): Promise<DetailContext> => {
  const productLine = readProductLine(body?.productLine);
  const itineraryId = body?.itineraryId ?? null;
  const leadId = body?.leadId ?? null;
  if (itineraryId !== null) {
    if (!(await itineraryExists(db, itineraryId))) throw new HttpError(404, 'Itinerary not found');
  }
  if (leadId !== null) {
    if (!(await leadExists(db, leadId))) throw new HttpError(404, 'Lead not found');
  }
  return { productLine, itineraryId, leadId };
};
