import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { CardWidgetSlot } from './card-widget-slot.js';
import type { InlineCard } from './inline-card.js';
import './inline-card-form.css';

/**
 * A card entered where a booking needs it: the billing name, country and zip, and the payment
 * provider's widget for the card itself. Not a <form> of its own: it sits inside the booking
 * panel, and its button adds the card.
 */
export const InlineCardForm = observer(
  ({ card, onAdd, onCancel }: { card: InlineCard; onAdd: () => void; onCancel: () => void }) => {
    const id = useId();
    useEffect(() => {
      void card.opened();
    }, [card]);
    return (
      <fieldset className="inline-card" aria-describedby={card.error ? `${id}-error` : undefined}>
        <legend>Add a card</legend>
        <label htmlFor={`${id}-name`}>Name on Card</label>
        <input
          id={`${id}-name`}
          autoComplete="cc-name"
          value={card.name}
          onChange={(event) => card.typed('name', event.currentTarget.value)}
        />
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          autoComplete="country"
          value={card.country}
          onChange={(event) => card.typed('country', event.currentTarget.value)}
        >
          <option value="">Choose a country</option>
          {card.countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-zip`}>Zip</label>
        <input
          id={`${id}-zip`}
          autoComplete="postal-code"
          value={card.zip}
          onChange={(event) => card.typed('zip', event.currentTarget.value)}
        />
        <CardWidgetSlot card={card.entry} error={null} errorId={`${id}-widget-error`} />
        {card.error ? (
          <p id={`${id}-error`} className="inline-card__error" role="alert">
            {card.error}
          </p>
        ) : null}
        <div className="inline-card__actions">
          <button type="button" disabled={card.saving || !card.entry.widget} onClick={onAdd}>
            {card.saving ? 'Adding…' : 'Add card'}
          </button>
          <button type="button" className="inline-card__cancel" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </fieldset>
    );
  },
);
