import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/** Words a banner cannot do without. */
const Words = new t.Type<string, string, unknown>(
  'non-blank string',
  (u): u is string => typeof u === 'string' && u.trim() !== '',
  (u, c) => (typeof u === 'string' && u.trim() !== '' ? t.success(u.trim()) : t.failure(u, c)),
  (a) => a,
);

/** A path of this app ('/listings?...'; not '//elsewhere') or a web address. */
export const isPromotionLink = (value: string): boolean =>
  /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/]+/i.test(value);

const Link = new t.Type<string, string, unknown>(
  'app path or web address',
  (u): u is string => typeof u === 'string' && isPromotionLink(u),
  (u, c) => (typeof u === 'string' && isPromotionLink(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);

/**
 * One entry of the active promotions (docs/product/routes.md#promotional-messages): what its
 * banner shows, and the product lines it is meant for (none: every line).
 */
export const Promotion = struct(
  'Promotion',
  { title: Words, message: Words },
  {
    linkUrl: nullable(Link),
    linkText: nullable(t.string),
    productLines: nullable(t.array(t.string)),
  },
);
export type Promotion = t.TypeOf<typeof Promotion>;
