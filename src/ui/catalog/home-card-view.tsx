import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatUsd } from '../../core/formatting/currency.format.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import { priceDisplay } from '../../core/pricing/price-label.rule.js';
import { HomePhoto } from '../components/home-photo.js';
import { type HomeCard, roomsLine } from './home-card.js';
import type { StayPrice } from './stay-prices.js';
import './home-card-highlight.css';

export interface HomeCardActions {
  /** The price of a home for the stay searched; 'no-stay' without dates. */
  readonly priceOf: (listingId: string) => StayPrice;
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

const Price = ({ card, price }: { card: HomeCard; price: StayPrice }) => {
  if (price.status === 'pricing')
    return <p className="home-card__price home-card__price--pending">Checking price…</p>;
  const total = price.status === 'priced' ? price.total : null;
  const shown = priceDisplay({ total, startingFrom: card.nightlyFrom });
  // A stay the host would not price says why (minimum stay, too many guests ...;
  // docs/product/errors.md#instant-pricing-failure).
  const why =
    price.status === 'unpriced' && price.message ? (
      <span className="home-card__price-why">{price.message}</span>
    ) : null;
  if (!shown) return why ? <p className="home-card__price">{why}</p> : null;
  const amount = formatUsd(shown.amount, { withCents: false });
  return shown.label === 'total' ? (
    <p className="home-card__price">
      <strong>{amount}</strong> total{' '}
      <span className="home-card__price-note">incl. taxes, fees and deposit</span>
    </p>
  ) : (
    <p className="home-card__price">
      From <strong>{amount}</strong> / night{why}
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
        <Price card={card} price={actions.priceOf(card.id)} />
        {card.misses.length > 0 ? (
          <p className="home-card__misses">Doesn't match: {card.misses.join(', ')}</p>
        ) : null}
      </article>
    );
  },
);
