import * as t from 'io-ts';
import { isOneOf } from '../shared/index.js';

/** The product lines of docs/product/overview.md#product-lines, as the product names them. */
export const PRODUCT_LINES = [
  'Anywhere',
  'Capital One Premier',
  'Capital One Lifestyle',
  'Concierge',
  'Lite',
  'Local',
] as const;

export type ProductLineName = (typeof PRODUCT_LINES)[number];

/** The product line when none is given (docs/product/constants.md#business-constants). */
export const DEFAULT_PRODUCT_LINE: ProductLineName = 'Concierge';

// The same line arrives as 'Concierge' (market), 'concierge' (product_lines keys) or
// 'capital_one_premier' (URL parameter): compare on one folded form.
const fold = (value: string): string =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

const BY_FOLDED = new Map<string, ProductLineName>(PRODUCT_LINES.map((name) => [fold(name), name]));

/** The product line a loosely written value names, if any. */
export const parseProductLine = (value: string): ProductLineName | undefined => BY_FOLDED.get(fold(value));

/**
 * A product line. Decoding is forgiving about case and separators and yields the canonical
 * name, so everything inside compares names exactly; encoding sends the canonical name.
 */
export const ProductLine = new t.Type<ProductLineName, ProductLineName, unknown>(
  'ProductLine',
  isOneOf(PRODUCT_LINES),
  (u, c) => {
    const name = typeof u === 'string' ? parseProductLine(u) : undefined;
    return name === undefined ? t.failure(u, c) : t.success(name);
  },
  (a) => a,
);
export type ProductLine = t.TypeOf<typeof ProductLine>;

/**
 * The key of a product line in a market's product_lines (docs/product/entities.md#market:
 * keyed lowercase).
 */
export const productLineKey = (line: ProductLine): string => line.toLowerCase();
