import { useId } from 'react';
import './promo-code-field.css';

export interface AppliedPromoCode {
  readonly objectId: string;
  readonly name?: string | null;
}

/**
 * The promo codes of a booking (docs/host/decisions.md#promo-codes): a code is typed and
 * applied (the host checks it), a refusal is said in the host's words, and each applied code
 * can be removed. Homes and services share it; the caller holds the state.
 */
export const PromoCodeField = ({
  codes,
  text,
  validating,
  error,
  onType,
  onApply,
  onRemove,
}: {
  codes: readonly AppliedPromoCode[];
  text: string;
  validating: boolean;
  error: string | null;
  onType: (text: string) => void;
  onApply: () => void;
  onRemove: (objectId: string) => void;
}) => {
  const id = useId();
  return (
    <div className="promo-code-field">
      <form
        className="promo-code-field__form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <label htmlFor={`${id}-code`}>Promo code</label>
        <div className="promo-code-field__row">
          <input
            id={`${id}-code`}
            value={text}
            maxLength={64}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => onType(event.currentTarget.value)}
          />
          <button type="submit" disabled={validating || text.trim() === ''}>
            {validating ? 'Checking…' : 'Apply'}
          </button>
        </div>
      </form>
      {error ? (
        <p id={`${id}-error`} className="promo-code-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {codes.length > 0 ? (
        <ul className="promo-code-field__codes" aria-label="Applied promo codes">
          {codes.map((code) => (
            <li key={code.objectId}>
              <span>{code.name ?? 'Promo code'}</span>
              <button
                type="button"
                className="promo-code-field__remove"
                aria-label={`Remove promo code ${code.name ?? ''}`.trim()}
                onClick={() => onRemove(code.objectId)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
