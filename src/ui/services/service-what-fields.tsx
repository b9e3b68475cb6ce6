import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { GROCERY_LIST, NUMBER_FIELD } from '../../core/itinerary/index.js';
import { ServicePriceFields } from '../booking/service-price-fields.js';
import { GroceryListField } from './grocery-list-field.js';
import type { ServiceSelection } from './service-selection.js';

/**
 * What the guest books: one of the service's prices (header, option and config), how many
 * for a rate per hour, day or person, and the service's own questions (text, number, the
 * grocery list).
 */
export const ServiceWhatFields = observer(({ booking }: { booking: ServiceSelection }) => {
  const id = useId();
  const { service } = booking;
  if (!service) return null;
  return (
    <>
      <ServicePriceFields booking={booking} />
      {service.fields.map((field) => {
        const label = field.name ?? field.id;
        const answer = booking.answers[field.id];
        if (field.type === GROCERY_LIST) {
          const chosen = Array.isArray(answer) ? answer : [];
          return (
            <GroceryListField
              key={field.id}
              label={label}
              groceries={booking.groceries}
              chosen={chosen}
              onChange={(ids) => booking.answered(field.id, ids)}
            />
          );
        }
        const text = typeof answer === 'string' ? answer : '';
        return (
          <div key={field.id} className="service-booking__field">
            <label htmlFor={`${id}-${field.id}`} className="service-booking__label">
              {label}
            </label>
            {field.type === 'textarea' ? (
              <textarea
                id={`${id}-${field.id}`}
                rows={3}
                value={text}
                onChange={(event) => booking.answered(field.id, event.currentTarget.value)}
              />
            ) : (
              <input
                id={`${id}-${field.id}`}
                type="text"
                inputMode={field.type === NUMBER_FIELD ? 'numeric' : undefined}
                value={text}
                onChange={(event) => booking.answered(field.id, event.currentTarget.value)}
              />
            )}
          </div>
        );
      })}
    </>
  );
});
