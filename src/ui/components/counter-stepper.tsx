import { useId } from 'react';
import './counter-stepper.css';

/**
 * A labelled count with − and + buttons (guests, bedrooms). The buttons name what they
 * change ("Increase Adults"), the value is announced as it changes, and a bound disables
 * its button rather than ignoring the press.
 */
export const CounterStepper = ({
  label,
  hint,
  value,
  min = 0,
  max,
  step = 1,
  display,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min?: number;
  max: number;
  step?: number;
  /** How the value reads, e.g. 'Any' for 0 or '2+' for a minimum. */
  display?: (value: number) => string;
  onChange: (value: number) => void;
}) => {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a legend cannot take part in the row's flex layout; a labelled group says the same
    <div className="counter-stepper" role="group" aria-labelledby={`${id}-label`}>
      <div className="counter-stepper__text">
        <span id={`${id}-label`} className="counter-stepper__label">
          {label}
        </span>
        {hint ? <span className="counter-stepper__hint">{hint}</span> : null}
      </div>
      <div className="counter-stepper__controls">
        <button
          type="button"
          className="counter-stepper__button"
          aria-label={`Decrease ${label}`}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - step))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="counter-stepper__value" aria-live="polite" aria-label={label}>
          {display ? display(value) : value}
        </output>
        <button
          type="button"
          className="counter-stepper__button"
          aria-label={`Increase ${label}`}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + step))}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
};
