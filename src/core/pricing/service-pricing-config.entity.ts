import * as t from 'io-ts';
import { Dollars, nullable, struct, withDefault } from '../shared/index.js';
import { PricingConfig } from './pricing-config.entity.js';

/**
 * How a service is priced (docs/product/entities.md#pricing: extraFee, extraFeeLabel,
 * configuration). configuration lists the service's pricing configs, the headers an item
 * price points at.
 */
export const ServicePricingConfig = struct(
  'ServicePricingConfig',
  { configuration: withDefault(t.array(PricingConfig), () => []) },
  { extraFee: nullable(Dollars), extraFeeLabel: nullable(t.string) },
);
export type ServicePricingConfig = t.TypeOf<typeof ServicePricingConfig>;
