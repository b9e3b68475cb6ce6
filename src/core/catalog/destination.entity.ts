import * as t from 'io-ts';
import { nullable, withDefault } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/** A place homes are in (docs/product/entities.md#market). */
export const Destination = struct(
  'Destination',
  { name: t.string, aliases: withDefault(t.array(t.string), () => []) },
  { objectId: nullable(t.string), slug: nullable(t.string) },
);
export type Destination = t.TypeOf<typeof Destination>;
