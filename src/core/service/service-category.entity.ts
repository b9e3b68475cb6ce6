import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * A category a service belongs to (docs/product/entities.md#service); hidden ones are left
 * out of ranking (docs/product/validation.md#category-ranking).
 */
export const ServiceCategory = struct(
  'ServiceCategory',
  { id: t.string, name: t.string },
  { isHidden: nullable(t.boolean), promotionScore: nullable(t.number) },
);
export type ServiceCategory = t.TypeOf<typeof ServiceCategory>;
