import { makeAutoObservable } from 'mobx';
import { type HomePrice, homePriceOf } from '../../core/catalog/index.js';
import type { HomeCard } from './home-card.js';
import { HomeHighlight } from './home-highlight.js';
import { type MapHome, mapHomesOf } from './map-box.js';
import type { StayPrices } from './stay-prices.js';

/** What the results shown read of the search on screen (catalog-search.ts). */
export interface ShownSearch {
  readonly cards: readonly HomeCard[];
  cardWanted(listingId: string): Promise<void>;
}

/**
 * The results as the guest sees them, in the list and on the map: each home's price, the
 * marker ↔ card highlight, and what coming on screen asks for (a stay price, a missing card).
 */
export class ResultsShown {
  /** Marker ↔ card: the home chosen on the map or pointed at in the list. */
  readonly highlight = new HomeHighlight(
    () => this.#search.cards,
    () => this.mapHomes,
  );
  readonly #search: ShownSearch;
  readonly #prices: StayPrices;

  constructor(search: ShownSearch, prices: StayPrices) {
    this.#search = search;
    this.#prices = prices;
    // priceOf is read while rendering and by `mapHomes`: a plain method, tracked by whoever calls it.
    makeAutoObservable(this, { highlight: false, priceOf: false });
  }

  /**
   * A home's price, the one its card, its map marker and the home chosen under the map all
   * show: the stay's all-in total with dates, else the 'from' rate of a night.
   */
  priceOf(card: Pick<HomeCard, 'id' | 'nightlyFrom'>): HomePrice {
    return homePriceOf(this.#prices.priceOf(card.id), card.nightlyFrom);
  }

  /**
   * A home's card (or the home chosen under the map) came on screen: its stay is priced, if
   * the home can take it (ui/catalog/stay-prices.ts), and its card asked for if the first
   * answer had only its map point.
   */
  cardShown(listingId: string): void {
    this.priceShown(listingId);
    void this.#search.cardWanted(listingId);
  }

  /**
   * The map shows these homes' prices: with dates, each is priced as a card on screen is, so
   * a marker shows the stay's total its card shows rather than a night's 'from' rate, and a
   * home that cannot take the stay is not asked, as its card is not. A marker needs no card:
   * panning asks the host for none.
   */
  markersShown(listingIds: readonly string[]): void {
    for (const id of listingIds) this.priceShown(id);
  }

  private priceShown(listingId: string): void {
    const card = this.#search.cards.find((each) => each.id === listingId);
    void this.#prices.cardShown(listingId, card?.unmetTerms ?? []);
  }

  /** The homes the map shows: every result that has a place, priced as its card is. */
  get mapHomes(): MapHome[] {
    return mapHomesOf(this.#search.cards, (card) => this.priceOf(card));
  }

  /** The home chosen on the map, shown beside it with a way to open it. */
  get chosenHome(): HomeCard | null {
    const id = this.highlight.chosenId;
    return id === null ? null : (this.#search.cards.find((card) => card.id === id) ?? null);
  }
}
