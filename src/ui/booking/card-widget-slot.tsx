import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import type { CardEntry } from './card-entry.js';
import './card-widget.css';

/** The provider could not load (offline, blocked): its words, and a way to try again. */
export const ProviderUnavailable = ({ message, onRetry }: { message: string; onRetry: () => void }) => (
  <div className="card-unavailable">
    <p role="alert">{message}</p>
    <button type="button" className="button button--secondary" onClick={onRetry}>
      Try again
    </button>
  </div>
);

/**
 * Where the provider draws its card widget. React renders the empty element and never its
 * children: the widget fills it (Stripe's iframe, or the sandbox's inputs) once mounted.
 */
export const CardWidgetSlot = observer(
  ({ card, error, errorId }: { card: CardEntry; error: string | null; errorId: string }) => {
    const place = useRef<HTMLDivElement>(null);
    const { widget, entry } = card;
    useEffect(() => {
      if (!widget || !place.current) return;
      card.attached(place.current);
      return () => card.detached();
    }, [card, widget]);
    return (
      <fieldset className="card-widget" aria-describedby={error ? errorId : undefined}>
        <legend className="card-field__label">Card Details</legend>
        {entry.status === 'failed' ? (
          <ProviderUnavailable message={entry.message} onRetry={() => void card.load()} />
        ) : null}
        {entry.status === 'loading' || entry.status === 'idle' ? (
          <p className="card-widget__loading">Loading the card form…</p>
        ) : null}
        <div ref={place} className="card-widget__place" />
        {error ? (
          <p id={errorId} className="card-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  },
);
