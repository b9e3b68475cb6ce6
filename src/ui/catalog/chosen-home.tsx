import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { type HomeCard, roomsLine } from './home-card.js';

/**
 * The home whose marker was chosen, under the map: what it is, its price and a link to open
 * it. The region is live, so stepping through the markers from the keyboard reads each home
 * out: it is how a marker, drawn on a canvas, is heard, so it says its price in words.
 */
export const ChosenHome = ({
  card,
  priceWords,
  linkSearch,
  onShown,
  onDismiss,
  onOpen,
}: {
  card: HomeCard | null;
  /** The marker's price in words ('$4,210 total for 7 nights', 'from $600 / night'), or ''. */
  priceWords: string;
  linkSearch: string;
  /** The home came to show here (its stay gets priced, as a card on screen does). */
  onShown: (listingId: string) => void;
  onDismiss: () => void;
  onOpen: (listingId: string) => void;
}) => {
  const id = card?.id;
  useEffect(() => {
    if (id !== undefined) onShown(id);
  }, [onShown, id]);
  return (
    <div className="chosen-home" aria-live="polite">
      {card ? (
        <div className="chosen-home__card">
          <p className="chosen-home__name">
            <Link
              to={`/listings/${encodeURIComponent(card.id)}${linkSearch}`}
              className="chosen-home__link"
              onClick={() => onOpen(card.id)}
            >
              {card.name}
            </Link>
          </p>
          <p className="chosen-home__details">
            {[card.destination, roomsLine(card), priceWords].filter(Boolean).join(' · ')}
          </p>
          <button
            type="button"
            className="chosen-home__close"
            aria-label={`Close ${card.name}`}
            onClick={onDismiss}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  );
};
