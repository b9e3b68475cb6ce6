import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';

/**
 * How a service asks for its date (docs/product/entities.md#service), spelled exactly as the
 * host sends it.
 */
export const DATE_FIELD_TYPES = ['Date + Time', 'Date Only', 'Date Range'] as const;
export const DateFieldType = oneOf(DATE_FIELD_TYPES);
export type DateFieldType = t.TypeOf<typeof DateFieldType>;
