import * as t from 'io-ts';

/**
 * The response of a call whose answer docs/product/calls.md does not show (case feed,
 * messages, guests, deletes ...). The caller needs only to know that the call succeeded,
 * which the status already says: any body, or none, decodes to `undefined`, so a host that
 * starts answering with the changed record never breaks the app.
 */
export const Acknowledged = new t.Type<undefined, unknown, unknown>(
  'Acknowledged',
  (u): u is undefined => u === undefined,
  () => t.success(undefined),
  () => undefined,
);
export type Acknowledged = t.TypeOf<typeof Acknowledged>;
