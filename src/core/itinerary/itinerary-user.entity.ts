import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * The owner of an itinerary; objectId decides who may edit it
 * (docs/product/roles.md#itinerary-ownership).
 */
export const ItineraryUser = struct(
  'ItineraryUser',
  { objectId: t.string },
  { fullName: nullable(t.string) },
);
export type ItineraryUser = t.TypeOf<typeof ItineraryUser>;
