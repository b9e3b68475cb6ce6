import type { FormEvent, ReactNode } from 'react';
import type { PortalFormState } from './portal.view-model.js';

/** A portal form with its error area and a submit button that shows progress. */
export const PortalForm = ({
  label,
  submitLabel,
  state,
  onSubmit,
  children,
}: {
  label: string;
  submitLabel: string;
  state: PortalFormState;
  onSubmit: (data: FormData) => void;
  children: ReactNode;
}) => (
  <form
    aria-label={label}
    className="portal-form"
    noValidate
    onSubmit={(event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      onSubmit(new FormData(event.currentTarget));
    }}
  >
    {children}
    <p className="portal-form__error" role="alert">
      {state.status === 'failed' ? state.message : ''}
    </p>
    <button
      className="button"
      type="submit"
      disabled={state.status === 'submitting' || state.status === 'done'}
    >
      {state.status === 'submitting' ? 'Please wait…' : submitLabel}
    </button>
  </form>
);

export const Field = ({
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  required = true,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  /** What an edit form starts from (contact information). */
  defaultValue?: string;
  /** An optional field (a phone) says so in its label. */
  required?: boolean;
}) => (
  <label className="portal-form__field">
    <span>{required ? label : `${label} (optional)`}</span>
    <input
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      defaultValue={defaultValue}
    />
  </label>
);

export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
