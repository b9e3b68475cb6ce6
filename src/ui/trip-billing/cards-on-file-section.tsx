import { Link } from 'react-router-dom';
import { cardWords } from './folio-lines.js';
import type { CardsOnFile } from './trip-billing.view-model.js';

/**
 * The card attached to the trip, the guest's cards on file, and the way to add one to this trip: the 'Add A Card' page
 * (docs/product/routes.md#add-a-card), which attaches the new card to the trip.
 */
export const CardsOnFileSection = ({
  cards,
  itineraryId,
  paymentCard,
}: {
  cards: CardsOnFile;
  itineraryId: string;
  /** The card attached to this trip, in words (the folio's), or null. */
  paymentCard: string | null;
}) => (
  <section className="trip-billing__section" aria-labelledby="cards-title">
    <h2 id="cards-title">Your cards</h2>
    <p>
      {paymentCard
        ? `This trip's charges go to your ${paymentCard}.`
        : 'No card is attached to this trip yet.'}
    </p>
    {cards.status === 'failed' ? (
      // The card list's failure is the card screen's own error (docs/product/errors.md#load-failures).
      <p role="alert">There was an error loading your cards. Please refresh the page to try again.</p>
    ) : cards.cards.length === 0 ? (
      <p>You have no card on file yet.</p>
    ) : (
      <ul className="cards-on-file">
        {cards.cards.map((card) => (
          <li key={card.cardId}>{cardWords(card)}</li>
        ))}
      </ul>
    )}
    <p>
      <Link className="button" to={`/card-addition?itineraryId=${encodeURIComponent(itineraryId)}`}>
        Add a card to this trip
      </Link>
    </p>
  </section>
);
