import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * A stay category of the home catalog (beach, desert, ...: the Luxury Getaways menu of
 * docs/product/routes.md#navigation-bar).
 */
export const Category = struct(
  'Category',
  { objectId: t.string, name: t.string },
  { slug: nullable(t.string), imageUrl: nullable(t.string) },
);
export type Category = t.TypeOf<typeof Category>;
