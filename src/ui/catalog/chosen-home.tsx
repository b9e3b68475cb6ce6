import { Link } from 'react-router-dom';
import { type HomeCard, roomsLine } from './home-card.js';

/**
 * The home whose marker was chosen, under the map: what it is and a link to open it. The
 * region is live, so stepping through the markers from the keyboard reads each home out.
 */
export const ChosenHome = ({
  card,
  label,
  linkSearch,
  onDismiss,
  onOpen,
}: {
  card: HomeCard | null;
  /** The marker's label (its nightly price). */
  label: string;
  linkSearch: string;
  onDismiss: () => void;
  onOpen: (listingId: string) => void;
}) => (
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
          {[card.destination, roomsLine(card), label && label !== card.name ? `from ${label} a night` : '']
            .filter(Boolean)
            .join(' · ')}
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
