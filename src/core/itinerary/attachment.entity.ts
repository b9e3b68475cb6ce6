import * as t from 'io-ts';
import { IsoDateString, nullable, struct } from '../shared/index.js';

/**
 * A document attached to a trip or item (docs/product/calls.md#itineraries). A file the host
 * keeps also has its size in bytes and, for text and plain PDFs, its first words (`preview`).
 */
export const Attachment = struct(
  'Attachment',
  { objectId: t.string, name: t.string, url: t.string },
  {
    contentType: nullable(t.string),
    createdAt: nullable(IsoDateString),
    size: nullable(t.number),
    preview: nullable(t.string),
  },
);
export type Attachment = t.TypeOf<typeof Attachment>;
