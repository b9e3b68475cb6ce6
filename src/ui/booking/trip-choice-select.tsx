import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import type { BookingDays } from '../../core/itinerary/index.js';
import type { TripChoiceField } from './trip-choice-field.js';
import './trip-choice-select.css';

/**
 * The 'Trip' select beside a booking's actions (TripChoiceField), for a service from the
 * catalog and a home from its page alike: the trip covering the days first and chosen, the
 * market's other trips, 'A new trip'. Shown only to a signed-in guest booking outside a trip,
 * it loads their trips in the market; nothing shows while they have none there.
 */
export const TripChoiceSelect = observer(
  ({ field, marketId, days }: { field: TripChoiceField; marketId: string; days: BookingDays | null }) => {
    const id = useId();
    useEffect(() => {
      void field.opened(marketId);
    }, [field, marketId]);
    if (field.trips.length === 0) return null;
    const { options, value } = field.optionsFor(days);
    return (
      <div className="trip-choice">
        {/* Labelled apart, not wrapped: the select's name is 'Trip' alone, not its chosen trip's words. */}
        <label htmlFor={`${id}-trip`}>Trip</label>
        <select id={`${id}-trip`} value={value} onChange={(event) => field.picked(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  },
);
