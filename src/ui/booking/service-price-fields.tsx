import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { formatUsd } from '../../core/formatting/index.js';
import type { PriceChoice } from '../../core/pricing/index.js';
import type { Cents } from '../../core/shared/index.js';
import './service-choice-fields.css';

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

/** A service's price choice as a form holds it: a new booking's panel or a service item's details. */
export interface ServicePriceChoosing {
  readonly choices: readonly PriceChoice[];
  readonly choice: PriceChoice | null;
  /** How many (hours, days, people) for a rate per unit, or null. */
  readonly quantity: number | null;
  priceChosen(choice: PriceChoice): void;
  quantityChanged(text: string): void;
}

/**
 * Which of the service's prices (header, option and config) and, for a rate per hour, day or
 * person, how many.
 */
export const ServicePriceFields = observer(({ booking }: { booking: ServicePriceChoosing }) => {
  const id = useId();
  const { choices, choice } = booking;
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
    </>
  );
});
