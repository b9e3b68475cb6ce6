import * as t from 'io-ts';
import { nullable, struct, withDefault } from '../shared/index.js';

/**
 * A published partner (docs/product/entities.md#other-reference-data), found by its name. data is
 * the partner's published content, whose shape belongs to the partner pages.
 */
export const Partner = struct(
  'Partner',
  { data: withDefault(t.UnknownRecord, () => ({})) },
  { objectId: nullable(t.string), name: nullable(t.string), slug: nullable(t.string) },
);
export type Partner = t.TypeOf<typeof Partner>;

/** A failed partner fetch leaves an empty partner (docs/product/errors.md#load-failures). */
export const emptyPartner = (): Partner => ({ data: {} });
