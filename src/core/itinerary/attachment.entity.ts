import * as t from 'io-ts';
import { IsoDateString } from '../shared/iso-date.js';
import { nullable } from '../shared/optional.js';
import { struct } from '../shared/struct.js';

/** A document attached to a trip or item (docs/product/calls.md#itineraries). */
export const Attachment = struct(
  'Attachment',
  { objectId: t.string, name: t.string, url: t.string },
  { contentType: nullable(t.string), createdAt: nullable(IsoDateString) },
);
export type Attachment = t.TypeOf<typeof Attachment>;
