/**
 * Where a booking stands on the guest's trips, homes and services alike: the trip, and the
 * item it became there once there is one. A step that placed something answers its place, so
 * trying again continues on the same item rather than adding another.
 */
export interface BookingPlace {
  readonly itineraryId: string;
  readonly itemId: string | null;
}
