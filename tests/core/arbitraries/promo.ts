import fc from 'fast-check';
import type { PromoCode } from '../../../src/core/promo/promo-code.entity.js';
import { PROMO_ITEM_TYPES } from '../../../src/core/promo/promo-item-type.entity.js';
import { dollars, id, orNull, struct, text } from './primitives.js';

export const promoCode: fc.Arbitrary<PromoCode> = struct(
  { objectId: id },
  {
    name: orNull(text),
    kind: orNull(fc.constantFrom('percent' as const, 'fixed' as const)),
    amount: orNull(dollars),
    itemType: orNull(fc.constantFrom(...PROMO_ITEM_TYPES)),
  },
);
