import type { HomeRow } from './item-rows.js';

/** A home item's stay as a trip shows it, on its row and on its details: check-in, check-out, guests. */
export const StayFacts = ({ row }: { row: Pick<HomeRow, 'checkIn' | 'checkOut' | 'guests'> }) => (
  <dl className="itinerary-item__stay">
    <div>
      <dt>Check-in</dt>
      <dd>{row.checkIn}</dd>
    </div>
    <div>
      <dt>Check-out</dt>
      <dd>{row.checkOut}</dd>
    </div>
    <div>
      <dt>Guests</dt>
      <dd>{row.guests}</dd>
    </div>
  </dl>
);
