import * as t from 'io-ts';
import { nullable, struct, withDefault } from '../shared/index.js';

/** A place homes are in (docs/product/entities.md#market). */
export const Destination = struct(
  'Destination',
  { name: t.string, aliases: withDefault(t.array(t.string), () => []) },
  { objectId: nullable(t.string), slug: nullable(t.string) },
);
export type Destination = t.TypeOf<typeof Destination>;
