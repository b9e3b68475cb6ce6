import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import {
  groceryAisles,
  groceryCounts,
  MAX_GROCERY_QUANTITY,
  withGroceryQuantity,
} from '../../core/itinerary/index.js';
import type { GroceryItem } from '../../core/service/index.js';
import './grocery-list-field.css';

/**
 * A service's grocery list question: the groceries shelved by aisle, each a labelled checkbox,
 * and how many of a chosen one with − and +. The answer is the chosen ids, an id named once
 * for each one asked for (grocery-quantities.rule).
 */
export const GroceryListField = observer(
  ({
    label,
    groceries,
    chosen,
    onChange,
  }: {
    label: string;
    groceries: readonly GroceryItem[];
    chosen: readonly string[];
    onChange: (ids: string[]) => void;
  }) => {
    const id = useId();
    const counts = groceryCounts(chosen);
    const picked = [...counts.values()].reduce((sum, count) => sum + count, 0);
    return (
      <fieldset className="grocery-field">
        <legend>{label}</legend>
        <p className="grocery-field__count" aria-live="polite">
          {picked > 0 ? `${picked} chosen` : 'Tick the groceries you would like; − and + set how many.'}
        </p>
        {groceries.length === 0 ? <p className="grocery-field__note">Loading the grocery list…</p> : null}
        {groceryAisles(groceries).map(({ aisle, items }) => (
          <fieldset key={aisle} className="grocery-field__aisle">
            <legend>{aisle}</legend>
            <ul className="grocery-field__items">
              {items.map((item) => {
                const quantity = counts.get(item.objectId) ?? 0;
                const set = (next: number) => onChange(withGroceryQuantity(chosen, item.objectId, next));
                const box = `${id}-${item.objectId}`;
                return (
                  <li key={item.objectId} className="grocery-field__item">
                    <input
                      id={box}
                      type="checkbox"
                      checked={quantity > 0}
                      onChange={(event) => set(event.currentTarget.checked ? 1 : 0)}
                    />
                    <label htmlFor={box} className="grocery-field__name">
                      {item.name}
                    </label>
                    {quantity > 0 ? (
                      // biome-ignore lint/a11y/useSemanticElements: a fieldset cannot sit in the row's flex layout; a labelled group says the same
                      <span
                        className="grocery-field__quantity"
                        role="group"
                        aria-label={`How many ${item.name}`}
                      >
                        <button
                          type="button"
                          aria-label={`Fewer ${item.name}`}
                          onClick={() => set(quantity - 1)}
                        >
                          <span aria-hidden="true">−</span>
                        </button>
                        <output aria-live="polite" aria-label={`${item.name}: how many`}>
                          {quantity}
                        </output>
                        <button
                          type="button"
                          aria-label={`More ${item.name}`}
                          disabled={quantity >= MAX_GROCERY_QUANTITY}
                          onClick={() => set(quantity + 1)}
                        >
                          <span aria-hidden="true">+</span>
                        </button>
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </fieldset>
    );
  },
);
