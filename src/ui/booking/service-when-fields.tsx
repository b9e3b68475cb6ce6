import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatDate, serviceDateFieldLabel, timeSlotLabel } from '../../core/formatting/index.js';
import type { AvailabilityCalendar, Service, TimeSlot } from '../../core/service/index.js';
import { type ServiceWhen, slotOnDay, slotTaken } from '../../core/service/index.js';
import { DateRangePicker } from '../components/date-range/date-range-picker.js';
import './service-choice-fields.css';

/**
 * A service's when as a form holds it: a new booking's panel (the services' ServiceSelection)
 * or a service item changed on its details (the trip's ItemChoicesEdit).
 */
export interface ServiceWhenChoosing {
  readonly service: Service | null;
  readonly when: ServiceWhen;
  readonly slots: readonly TimeSlot[];
  readonly zone: string | null;
  /** The first day the lead time allows, in the service's zone. */
  readonly earliestDay: string;
  readonly calendar: AvailabilityCalendar;
  readonly whenProblem: string | null;
  /** What the form asks for before it goes on, in words (shown elsewhere when it is the when's problem). */
  readonly needed: string | null;
  readonly meetingTime: string | null;
  readonly widensTrip: string | null;
  daysChosen(startDay: string | null, endDay?: string | null): void;
  slotChosen(index: number): void;
}

/**
 * When the guest wants the service, by its date field type: one day ('Date Only'), a range in
 * the shared date-range dialog ('Date Range'), or a day and one of its time slots ('Date +
 * Time', the no-preference slot included), in the service's own time zone, from the first day
 * the booking lead time allows.
 */
export const ServiceWhenFields = observer(({ booking }: { booking: ServiceWhenChoosing }) => {
  const id = useId();
  const { service, when, slots, zone, earliestDay } = booking;
  if (!service) return null;
  const label = serviceDateFieldLabel(service);
  const problem = booking.whenProblem;
  const showProblem = Boolean(when.startDay) && problem !== null && booking.needed !== problem;
  const earliest = formatDate(earliestDay, 'longDateUnpadded');
  return (
    <fieldset className="service-booking__when" aria-describedby={`${id}-notice`}>
      <legend>{label}</legend>
      {service.dateFieldType === 'Date Range' ? (
        <div className="service-booking__range">
          <DateRangePicker
            dates={{ checkIn: when.startDay ?? '', checkOut: when.endDay ?? '' }}
            today={earliestDay}
            onChange={(dates) => booking.daysChosen(dates.checkIn || null, dates.checkOut || null)}
          />
        </div>
      ) : (
        <label className="service-booking__field">
          <span className="service-booking__label">Day</span>
          <input
            type="date"
            min={earliestDay}
            value={when.startDay ?? ''}
            onChange={(event) => booking.daysChosen(event.currentTarget.value || null)}
          />
        </label>
      )}
      <p id={`${id}-notice`} className="service-booking__note">
        {service.bookingLeadTimeDuration ? `Book by ${earliest} at the earliest. ` : ''}
        {zone ? `Times are local to the service (${zone}).` : ''}
      </p>
      {slots.length > 0 ? (
        <fieldset className="service-booking__slots">
          <legend>{service.timeSlotName ?? 'Time'}</legend>
          {slots.map((slot, index) => {
            const placed = when.startDay ? slotOnDay(slot, when.startDay, zone) : null;
            const taken = placed ? slotTaken(booking.calendar, placed) : false;
            const words = timeSlotLabel(slot, zone);
            return (
              <label
                key={`${slot.start}-${slot.end}-${slot.isNoPreference ? 'any' : 'set'}`}
                className="service-booking__check"
              >
                <input
                  type="radio"
                  name={`${id}-slot`}
                  checked={when.slot === index}
                  disabled={taken}
                  onChange={() => booking.slotChosen(index)}
                />
                {taken ? `${words} (taken)` : words}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      {booking.meetingTime ? (
        <p className="service-booking__note">Meeting time: {booking.meetingTime}</p>
      ) : null}
      {booking.widensTrip && !problem ? (
        <p className="service-booking__note" role="status">
          {booking.widensTrip}
        </p>
      ) : null}
      {showProblem ? (
        <p className="service-booking__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
});
