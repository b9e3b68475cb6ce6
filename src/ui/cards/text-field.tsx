import { type Ref, useId } from 'react';

/**
 * A labelled text input. Its error, when it has one, is read with it: either its own line
 * under the field (`error`) or the form's error area (`describedBy`).
 */
export const TextField = ({
  label,
  value,
  onChange,
  error,
  invalid = Boolean(error),
  describedBy,
  placeholder,
  autoComplete,
  inputRef,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}) => {
  const id = useId();
  const errorId = `${id}-error`;
  const description = [error ? errorId : null, invalid ? describedBy : null].filter(Boolean).join(' ');
  return (
    <div className="card-field">
      <label htmlFor={id} className="card-field__label">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="card-field__input"
        type="text"
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={description || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="card-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
};
