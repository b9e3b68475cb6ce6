import * as t from 'io-ts';
import type { ActivePromotions as ActivePromotionsModel } from '../../../core/promo/index.js';

/**
 * GET /api/promotional-messages/active answers an object of promotions
 * (docs/product/calls.md#auth-and-context) whose entries the docs do not describe: an object
 * keyed by promotion, each entry kept as sent for the banner that shows it. Anything but an
 * object (a list, a string) is refused.
 */
export const ActivePromotions: t.Type<ActivePromotionsModel, unknown, unknown> = t.record(
  t.string,
  t.unknown,
  'ActivePromotions',
);
