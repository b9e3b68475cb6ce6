import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/** An item a guest can put on a grocery list field (docs/product/calls.md#services-and-misc). */
export const GroceryItem = struct(
  'GroceryItem',
  { objectId: t.string, name: t.string },
  { category: nullable(t.string), imageUrl: nullable(t.string) },
);
export type GroceryItem = t.TypeOf<typeof GroceryItem>;
