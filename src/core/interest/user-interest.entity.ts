import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * Something a guest may enjoy on a trip (the user interests of
 * docs/product/calls.md#services-and-misc). The reservation overlay's collage shows
 * questionnaireImage (a URL) captioned with name
 * (docs/product/routes.md#reservation-collage).
 */
export const UserInterest = struct(
  'UserInterest',
  { name: t.string },
  { questionnaireImage: nullable(t.string) },
);
export type UserInterest = t.TypeOf<typeof UserInterest>;
