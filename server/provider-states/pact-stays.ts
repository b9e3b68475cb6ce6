import { addDays, dayOf } from '../catalog/calendar-day.js';

/**
 * The stays the pact's requests ask about, counted from the host's today so that a
 * verification passes on any day (contracts/README.md#the-stays): the states make their rows
 * for these dates and hand them back, and Pact puts them into the requests.
 *
 * - the stay: 5 nights, 100 days ahead (far enough for any minimum notice, inside any
 *   calendar window);
 * - the taken nights: a 7-night booking 22 days after the stay ends, and a 3-night request
 *   inside it;
 * - the later stay: 5 nights, 31 days after the stay starts, clear of the taken nights.
 */
export const pactStays = (now: Date) => {
  const checkIn = addDays(dayOf(now), 100);
  const takenFrom = addDays(checkIn, 22);
  return {
    checkIn,
    checkOut: addDays(checkIn, 5),
    takenFrom,
    takenTo: addDays(takenFrom, 7),
    takenCheckIn: addDays(takenFrom, 2),
    takenCheckOut: addDays(takenFrom, 5),
    laterCheckIn: addDays(checkIn, 31),
    laterCheckOut: addDays(checkIn, 36),
    /** A booked service on the stay's second day, 17:00 to 21:00 UTC. */
    serviceBookedStart: `${addDays(checkIn, 1)}T17:00:00.000Z`,
    serviceBookedEnd: `${addDays(checkIn, 1)}T21:00:00.000Z`,
  };
};

export type PactStays = ReturnType<typeof pactStays>;
