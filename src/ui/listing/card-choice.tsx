import { observer } from 'mobx-react-lite';
import { type ComponentProps, Suspense, useId } from 'react';
import { cardWords } from '../../core/payment/index.js';
import type { InlineCardForm as CardForm } from '../booking/inline-card-form.js';
import { lazyView } from '../components/lazy-view.js';
import type { ListingBookingViewModel } from './listing-booking.view-model.js';

// The card form and the payment provider load only when a card is to be added.
const InlineCardForm = lazyView<ComponentProps<typeof CardForm>>(() =>
  import('../booking/inline-card-form.js').then((module) => ({ default: module.InlineCardForm })),
);

/** The guest's cards on file, for a home booked and charged at once, and a card added here. */
export const CardChoice = observer(({ booking }: { booking: ListingBookingViewModel }) => {
  // One radio group per panel: the desktop panel and the phone's sheet may both be in the page.
  const group = useId();
  const { list: cards, inlineCard } = booking.cards;
  if (!booking.actions.needsCard || cards === null) return null;
  return (
    <fieldset className="booking-panel__cards">
      <legend>Card on file</legend>
      {cards.length === 0 ? <p>You have no card on file yet.</p> : null}
      {cards.map((card) => (
        <label key={card.cardId} className="booking-panel__check">
          <input
            type="radio"
            name={group}
            checked={booking.booking.cardId === card.cardId}
            onChange={() => booking.cardChosen(card.cardId)}
          />
          {cardWords(card)}
        </label>
      ))}
      {inlineCard ? (
        <Suspense fallback={<p>Loading the card form…</p>}>
          <InlineCardForm
            card={inlineCard}
            onAdd={() => void booking.cardFormSubmitted()}
            onCancel={booking.cards.formClosed}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className="booking-panel__secondary"
          onClick={() => void booking.cards.formOpened()}
        >
          Add a card
        </button>
      )}
    </fieldset>
  );
});
