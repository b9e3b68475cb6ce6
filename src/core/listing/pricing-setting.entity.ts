import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';
import { PRICING_SETTINGS } from './pricing-setting.rule.js';

/**
 * How a home is priced (SPEC 3), the six exact strings of pricing-setting.rule.ts, which
 * also says which ones price instantly (SPEC 5).
 */
export const PricingSetting = oneOf(PRICING_SETTINGS);
export type PricingSetting = t.TypeOf<typeof PricingSetting>;
