import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';
import { PRICING_SETTINGS } from './pricing-setting.rule.js';

/**
 * How a home is priced (docs/product/entities.md#pricing-settings), the six exact strings of
 * pricing-setting.rule.ts, which also says which ones price instantly
 * (docs/product/validation.md#booking-setting-groups).
 */
export const PricingSetting = oneOf(PRICING_SETTINGS);
export type PricingSetting = t.TypeOf<typeof PricingSetting>;
