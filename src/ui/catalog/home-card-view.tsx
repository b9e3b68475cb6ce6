import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { type HomePrice, nightsWords } from '../../core/catalog/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import { HomePhoto } from '../components/home-photo.js';
import { type HomeCard, roomsLine } from './home-card.js';
import { HomeCardSkeleton } from './home-list-skeleton.js';
import './home-card-highlight.css';

export interface HomeCardActions {
  /** A home's price: the stay's total with dates, else its 'from' rate (the map's markers read the same). */
  readonly priceOf: (card: HomeCard) => HomePrice;
  readonly cardShown: (listingId: string) => void;
  readonly imageFailed: (failure: ImageFailure, originalUrl: string) => void;
  /** The query string a home opens with (the search, so it opens on the searched stay). */
  readonly linkSearch: string;
  /** Whether the home is the one chosen on the map or pointed at (the card stands out). */
  readonly isHighlighted?: (listingId: string) => boolean;
  /** The pointer or focus came to a card, or left it: its marker on the map follows. */
  readonly pointed?: (listingId: string) => void;
  readonly left?: (listingId: string) => void;
  readonly opened?: (listingId: string) => void;
}

const Price = ({ price }: { price: HomePrice }) => {
  const { figure } = price;
  // A stay the host would not price says why (minimum stay, too many guests ...;
  // docs/product/errors.md#instant-pricing-failure); one being priced says so under its 'from' rate.
  const note = price.checking ? 'Checking the total…' : price.why;
  if (!figure) {
    if (price.checking) return <p className="home-card__price home-card__price--pending">Checking price…</p>;
    return note ? (
      <p className="home-card__price">
        <span className="home-card__price-why">{note}</span>
      </p>
    ) : null;
  }
  const amount = formatUsd(figure.amount, { withCents: false });
  return figure.per === 'stay' ? (
    <p className="home-card__price">
      <strong>{amount}</strong> total for {nightsWords(figure.nights)}{' '}
      <span className="home-card__price-note">incl. taxes, fees and deposit</span>
    </p>
  ) : (
    <p className="home-card__price">
      From <strong>{amount}</strong> / night
      {note ? <span className="home-card__price-why">{note}</span> : null}
    </p>
  );
};

/**
 * A home in a list: photo, name, where, rooms, price, and whether it books instantly.
 * `priority` is for the list's first card, whose photo is likely the first screen's LCP.
 */
export const HomeCardView = observer(
  ({ card, actions, priority = false }: { card: HomeCard; actions: HomeCardActions; priority?: boolean }) => {
    const { cardShown } = actions;
    useEffect(() => {
      cardShown(card.id);
    }, [cardShown, card.id]);
    // Its card is on its way (cardShown asked for it): its place in the list holds its shape.
    if (card.pending) return <HomeCardSkeleton />;
    const rooms = roomsLine(card);
    const highlighted = actions.isHighlighted?.(card.id) ?? false;
    const point = () => actions.pointed?.(card.id);
    const leave = () => actions.left?.(card.id);
    return (
      <article
        className={highlighted ? 'home-card home-card--highlighted' : 'home-card'}
        onMouseEnter={point}
        onMouseLeave={leave}
        onFocus={point}
        onBlur={leave}
      >
        <HomePhoto
          url={card.photo}
          alt={`Photo of ${card.name}`}
          name={card.name}
          onFailure={actions.imageFailed}
          priority={priority}
        />
        {card.instantBooking ? (
          <span className="home-card__badge">
            <span aria-hidden="true">⚡ </span>Instant booking
          </span>
        ) : null}
        <h3 className="home-card__name">
          <Link
            to={`/listings/${encodeURIComponent(card.id)}${actions.linkSearch}`}
            className="home-card__link"
            onClick={() => actions.opened?.(card.id)}
          >
            {card.name}
          </Link>
        </h3>
        {card.destination ? <p className="home-card__where">{card.destination}</p> : null}
        {rooms ? <p className="home-card__rooms">{rooms}</p> : null}
        <Price price={actions.priceOf(card)} />
        {card.misses.length > 0 ? (
          <p className="home-card__misses">Doesn't match: {card.misses.join(', ')}</p>
        ) : null}
      </article>
    );
  },
);
