import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import type { CountryChoice } from './country-choice.js';

/**
 * The searchable country dropdown (docs/product/routes.md#add-a-card), after the ARIA
 * combobox pattern with a listbox popup: typing filters, arrows move through the countries,
 * Enter or a click picks one, Escape closes the list. The input keeps focus throughout
 * (aria-activedescendant).
 */
export const CountryCombobox = observer(
  ({
    choice,
    invalid,
    describedBy,
    inputRef,
    disabled,
  }: {
    choice: CountryChoice;
    invalid: boolean;
    describedBy?: string;
    inputRef?: Ref<HTMLInputElement>;
    disabled?: boolean;
  }) => {
    const id = useId();
    const [open, setOpen] = useState(false);
    const [active, setActive] = useState(-1);
    const options = choice.suggestions;
    const shown = open && options.length > 0;
    const listId = `${id}-list`;
    const optionId = (index: number) => `${id}-option-${index}`;

    const pick = (code: string) => {
      choice.picked(code);
      setOpen(false);
      setActive(-1);
    };

    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          return;
        }
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + options.length) % options.length);
      } else if (event.key === 'Enter' && shown && options[active]) {
        event.preventDefault(); // takes the country; the next Enter submits the form
        pick(options[active].code);
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };

    return (
      <div className="card-field card-combobox">
        <label htmlFor={`${id}-input`} className="card-field__label">
          Country
        </label>
        <input
          id={`${id}-input`}
          ref={inputRef}
          className="card-field__input"
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder="Search countries"
          disabled={disabled}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? describedBy : undefined}
          value={choice.text}
          onChange={(event) => {
            choice.typed(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            choice.left();
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Countries"
          className="card-combobox__list"
          hidden={!shown}
        >
          {shown
            ? options.map((country, index) => (
                <div
                  key={country.code}
                  id={optionId(index)}
                  role="option"
                  tabIndex={-1}
                  aria-selected={index === active || (active < 0 && choice.code === country.code)}
                  className="card-combobox__option"
                  // mousedown, not click: the input must not blur (and close the list) first
                  onMouseDown={(event) => {
                    event.preventDefault();
                    pick(country.code);
                  }}
                >
                  {country.name}
                </div>
              ))
            : null}
        </div>
      </div>
    );
  },
);
