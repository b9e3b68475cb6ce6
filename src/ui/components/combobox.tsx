import { type KeyboardEvent, useId, useState } from 'react';
import './combobox.css';

export interface ComboboxOption {
  readonly id: string;
  readonly label: string;
  /** A second line, e.g. the alias that matched. */
  readonly detail?: string;
}

/**
 * A text input with suggestions, after the ARIA combobox pattern with a list popup:
 * arrows move through the options, Enter takes the highlighted one, Escape closes the
 * list; typing stays free, so a value need not be one of the options.
 */
export const Combobox = ({
  label,
  value,
  placeholder,
  name,
  options,
  onType,
  onPick,
}: {
  label: string;
  value: string;
  placeholder?: string;
  name?: string;
  options: readonly ComboboxOption[];
  onType: (text: string) => void;
  onPick: (option: ComboboxOption) => void;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shown = open && options.length > 0;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const pick = (option: ComboboxOption) => {
    onPick(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && shown && options[active]) {
      event.preventDefault(); // take the option; the next Enter submits the form
      pick(options[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="combobox">
      <label htmlFor={`${id}-input`} className="combobox__label">
        {label}
      </label>
      <input
        id={`${id}-input`}
        className="combobox__input"
        type="text"
        name={name}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!shown}>
        {shown
          ? options.map((option, index) => (
              // Options take no focus: the input keeps it and points at the active one (aria-activedescendant).
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === active}
                className="combobox__option"
                // mousedown, not click: the input must not blur (and close the list) first
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                <span>{option.label}</span>
                {option.detail ? <span className="combobox__detail">{option.detail}</span> : null}
              </div>
            ))
          : null}
      </div>
    </div>
  );
};
