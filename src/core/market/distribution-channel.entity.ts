import * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import type { ProductLine } from './product-line.entity.js';

/**
 * SPEC 3: the product's own channel and the two bank-card channels (premier, lifestyle).
 * The spec does not name them; these are our wire names.
 */
export const DISTRIBUTION_CHANNELS = ['direct', 'capital_one_premier', 'capital_one_lifestyle'] as const;

export const DistributionChannel = oneOf(DISTRIBUTION_CHANNELS);
export type DistributionChannel = t.TypeOf<typeof DistributionChannel>;

/** The bank-card product lines sell through their bank's channel; every other line is ours. */
export const channelForProductLine = (line: ProductLine): DistributionChannel => {
  if (line === 'Capital One Premier') return 'capital_one_premier';
  if (line === 'Capital One Lifestyle') return 'capital_one_lifestyle';
  return 'direct';
};
