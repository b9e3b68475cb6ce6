import fc from 'fast-check';
import type { Market } from '../../../src/core/market/market.entity.js';
import { PRODUCT_LINES, productLineKey } from '../../../src/core/market/product-line.entity.js';
import { few, id, orNull, struct, text } from './primitives.js';

export const productLine = fc.constantFrom(...PRODUCT_LINES);

export const productLineDetails = struct(
  {},
  { email: orNull(fc.emailAddress()), phone: orNull(text), name: orNull(text) },
);

export const market: fc.Arbitrary<Market> = struct(
  { objectId: id },
  {
    name: orNull(text),
    defaultProductLine: orNull(productLine),
    product_lines: orNull(fc.dictionary(productLine.map(productLineKey), productLineDetails, { maxKeys: 3 })),
    aliases: orNull(few(text)),
    activeMarket: orNull(fc.boolean()),
  },
);
