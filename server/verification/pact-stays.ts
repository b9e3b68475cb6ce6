import { addDays, utcDayOf } from '../../src/core/shared/index.js';

/**
 * The stays the pact's requests ask about, counted from the host's today so that a
 * verification passes on any day (contracts/README.md#the-stays): the states make their rows
 * for these dates and hand them back, and Pact puts them into the requests.
 *
 * - the stay: 5 nights, 100 days ahead (far enough for any minimum notice, inside any
 *   calendar window); the guest's trip spans it;
 * - the service item: a dinner from 18:00 to 21:00 UTC on the stay's third day; the app
 *   moves it to the fourth and adds another on the fifth;
 * - another guest's booking of the service: its second day, 17:00 to 21:00 UTC;
 * - the taken nights: a 7-night booking 22 days after the stay starts, and a 3-night request
 *   inside it;
 * - the later stay: 5 nights, 31 days after the stay starts, clear of the taken nights.
 */
export const pactStays = (now: Date) => {
  const checkIn = addDays(utcDayOf(now), 100);
  const takenFrom = addDays(checkIn, 22);
  const dinner = (day: string) => ({ start: `${day}T18:00:00.000Z`, end: `${day}T21:00:00.000Z` });
  const itemDay = addDays(checkIn, 2);
  const item = dinner(itemDay);
  const moved = dinner(addDays(checkIn, 3));
  const added = dinner(addDays(checkIn, 4));
  return {
    checkIn,
    checkOut: addDays(checkIn, 5),
    takenFrom,
    takenTo: addDays(takenFrom, 7),
    takenCheckIn: addDays(takenFrom, 2),
    takenCheckOut: addDays(takenFrom, 5),
    laterCheckIn: addDays(checkIn, 31),
    laterCheckOut: addDays(checkIn, 36),
    /** The service item's day and span. */
    itemDay,
    itemStart: item.start,
    itemEnd: item.end,
    /** Where the app moves the item, and the span of the item it adds. */
    movedItemStart: moved.start,
    movedItemEnd: moved.end,
    addedItemStart: added.start,
    addedItemEnd: added.end,
    /** Another guest's booking of the service on the stay's second day, 17:00 to 21:00 UTC. */
    serviceBookedStart: `${addDays(checkIn, 1)}T17:00:00.000Z`,
    serviceBookedEnd: `${addDays(checkIn, 1)}T21:00:00.000Z`,
  };
};

export type PactStays = ReturnType<typeof pactStays>;

/** The days a state hands back for the stay and the service item (the `${name}`s of the pact). */
export const stayValues = (stays: PactStays) => ({
  checkIn: stays.checkIn,
  checkOut: stays.checkOut,
  itemDay: stays.itemDay,
  itemStart: stays.itemStart,
  itemEnd: stays.itemEnd,
});
