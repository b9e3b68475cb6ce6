import { type HomePrice, homePriceShort, homePriceWords } from '../../core/catalog/home-price.rule.js';
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

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
/** A longitude of a map panned round the world, brought back into -180..180. */
const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The box to search from the map's edges [west, south, east, north] in degrees. A view
 * wider than the world searches the whole band; a view across the date line keeps west
 * east of east, as the search terms allow.
 */
export const boxOfEdges = ([west, south, east, north]: readonly number[]): MapBox => {
  const wide = (east ?? 0) - (west ?? 0) >= 360;
  return {
    north: round(clamp(north ?? 0, 90)),
    south: round(clamp(south ?? 0, 90)),
    west: wide ? -180 : round(wrap(west ?? 0)),
    east: wide ? 180 : round(wrap(east ?? 0)),
  };
};

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

/**
 * Most homes in view that still get price markers. Text labels cost a canvas pass each and
 * declutter hides most of them anyway beyond a few hundred, so more homes than this show as
 * points (drawn by WebGL where the browser has it).
 */
export const PRICE_MARKER_LIMIT = 200;

export type MarkerKind = 'prices' | 'points';

export const markerKindFor = (homesInView: number): MarkerKind =>
  homesInView > PRICE_MARKER_LIMIT ? 'points' : 'prices';
