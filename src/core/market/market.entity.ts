import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';
import { ProductLine } from './product-line.entity.js';

/** Per-product-line details of a market, such as the support e-mail (docs/product/overview.md#markets). */
export const ProductLineDetails = struct(
  'ProductLineDetails',
  {},
  { email: nullable(t.string), phone: nullable(t.string), name: nullable(t.string) },
);
export type ProductLineDetails = t.TypeOf<typeof ProductLineDetails>;

/**
 * A market (docs/product/entities.md#market). product_lines is keyed by the lowercase
 * product-line name; the keys are kept as sent (not checked against the six lines) so a new
 * line never breaks a market.
 */
export const Market = struct(
  'Market',
  { objectId: t.string },
  {
    name: nullable(t.string),
    /** The market's address word (/markets/{slug}/services), which routes accept for its id. */
    slug: nullable(t.string),
    defaultProductLine: nullable(ProductLine),
    product_lines: nullable(t.record(t.string, ProductLineDetails)),
    aliases: nullable(t.array(t.string)),
    activeMarket: nullable(t.boolean),
    /** Whether the market has a services catalog: a home confirmed there offers 'Explore Services'. */
    hasServicesCatalog: nullable(t.boolean),
  },
);
export type Market = t.TypeOf<typeof Market>;
