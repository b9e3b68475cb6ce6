import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatUsd } from '../../core/formatting/currency.format.js';
import { GROCERY_LIST, NUMBER_FIELD } from '../../core/itinerary/field-answers.rule.js';
import type { PriceChoice } from '../../core/pricing/service-quote.rule.js';
import type { Cents } from '../../core/shared/money.js';
import { GroceryListField } from './grocery-list-field.js';
import type { ServiceSelection } from './service-selection.js';

const usd = (amount: Cents) => formatUsd(amount, { withCents: amount % 100 !== 0 });

const PER: Readonly<Record<string, string>> = { hour: 'hour', day: 'day', person: 'person' };

/** How a choice is charged, in words: '$950', '$95 / person', '$150 + $60 / person'. */
export const choiceRate = (choice: PriceChoice): string => {
  const per = choice.rate === null ? null : `${usd(choice.rate)} / ${PER[choice.rateBasis ?? ''] ?? 'unit'}`;
  if (choice.fixedRate !== null && per) return `${usd(choice.fixedRate)} + ${per}`;
  return per ?? (choice.fixedRate === null ? '' : usd(choice.fixedRate));
};

const choiceName = (choice: PriceChoice): string =>
  [choice.header, choice.option].filter(Boolean).join(': ') || 'Price';

/**
 * What the guest books: one of the service's prices (header, option and config), how many
 * for a rate per hour, day or person, and the service's own questions (text, number, the
 * grocery list).
 */
export const ServiceWhatFields = observer(({ booking }: { booking: ServiceSelection }) => {
  const id = useId();
  const { service, choices, choice } = booking;
  if (!service) return null;
  return (
    <>
      {choices.length > 0 ? (
        <fieldset className="service-booking__choices">
          <legend>What you book</legend>
          {choices.map((option) => (
            <label
              key={`${option.pricingHeaderId}/${option.pricingOptionId}/${option.pricingConfigId}`}
              className="service-booking__check"
            >
              <input
                type="radio"
                name={`${id}-price`}
                checked={
                  choice?.pricingConfigId === option.pricingConfigId &&
                  choice.pricingOptionId === option.pricingOptionId
                }
                onChange={() => booking.priceChosen(option)}
              />
              <span>
                {choiceName(option)} <span className="service-booking__rate">{choiceRate(option)}</span>
                {option.plusCostLabel ? (
                  <span className="service-booking__rate"> {option.plusCostLabel}</span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {choice?.quantityLabel ? (
        <label className="service-booking__field">
          <span className="service-booking__label">{choice.quantityLabel}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={999}
            step={1}
            defaultValue={booking.quantity ?? 1}
            key={`${choice.pricingConfigId}-${booking.quantity}`}
            onChange={(event) => booking.quantityChanged(event.currentTarget.value)}
          />
        </label>
      ) : null}
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
