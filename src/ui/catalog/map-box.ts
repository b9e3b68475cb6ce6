import { type HomePrice, homePriceShort, homePriceWords } from '../../core/catalog/index.js';
import type { HomeCard } from './home-card.js';

/**
 * The part of the world the map shows, in degrees (the search terms north, west, south and
 * east of docs/product/entities.md#search-terms).
 */
export interface MapBox {
  readonly north: number;
  readonly west: number;
  readonly south: number;
  readonly east: number;
}

/** A home on the map: where it is, the label its marker shows and what that price is, in words. */
export interface MapHome {
  readonly id: string;
  readonly name: string;
  readonly lat: number;
  readonly lng: number;
  /** What the marker draws: its price as its card shows it ('$4,210', 'From $600'), else the home's name. */
  readonly label: string;
  /** The same price in words ('$4,210 total for 7 nights', 'from $600 / night'); '' without one. */
  readonly priceWords: string;
}

/**
 * The homes of a card list that have a place. Each marker shows the price its card shows,
 * read from the same `priceOf` (the view-model's), so a marker and its card never disagree.
 */
export const mapHomesOf = (cards: readonly HomeCard[], priceOf: (card: HomeCard) => HomePrice): MapHome[] =>
  cards.flatMap((card) => {
    const { place } = card;
    if (!place) return [];
    const price = priceOf(card);
    // A marker without a price still needs something to show and to click: the home's name.
    const label = homePriceShort(price) ?? card.name;
    return [
      {
        id: card.id,
        name: card.name,
        lat: place.lat,
        lng: place.lng,
        label,
        priceWords: homePriceWords(price),
      },
    ];
  });
