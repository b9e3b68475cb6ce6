import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ResultHome, SearchTerms } from '../../core/catalog/index.js';
import {
  asksNothing,
  initialListingSearchState,
  type ListingSearchEvent,
  type ListingSearchState,
  listingSearchTransition,
  loadResultCards,
  type SearchListingsDeps,
  searchListings,
} from '../../core/catalog/index.js';
import { LAZY_VIEW_RETRIES, LAZY_VIEW_RETRY_DELAY_MS, retry } from '../../core/shared/index.js';
import type { HomeCard } from './home-card.js';
import { type ResultsView, resultsViewOf } from './results-view.js';

/** What only results use (results-parts.ts): their cards, order, prices and highlight. */
export type ResultsParts = typeof import('./results-parts.js');

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
// Retried as route views are (docs/product/routes.md#scroll-and-lazy-views); after that the
// search answers as a dropped request would, and the guest may try again.
const loadResultsParts = (): Promise<ResultsParts | null> =>
  retry(() => import('./results-parts.js'), {
    retries: LAZY_VIEW_RETRIES,
    delayMs: LAZY_VIEW_RETRY_DELAY_MS,
    sleep,
  }).catch(() => null);

/**
 * The search on screen: its state, its answer and the cards asked for after it. The first
 * answer carries the first screen's cards and every home as a map point
 * (docs/host/performance.md#the-first-screen-answer); a home shown without its card (scrolled
 * to, chosen on the map) has it asked for, with the next cardless homes after it.
 */
export class CatalogSearch {
  state: ListingSearchState = initialListingSearchState;
  readonly #deps: SearchListingsDeps;
  readonly #loadParts: () => Promise<ResultsParts | null>;
  /** Homes whose cards were asked for in this search (answered or on their way). */
  #asked = new Set<string>();
  /**
   * The results' code: it comes down beside the first answer, which shows only once both are
   * there, so whatever reads results finds it (see `parts`).
   */
  loadedParts: ResultsParts | null = null;

  constructor(deps: SearchListingsDeps, loadParts = loadResultsParts) {
    this.#deps = deps;
    this.#loadParts = loadParts;
    makeAutoObservable(this, { state: observableRef, loadedParts: observableRef });
  }

  /** The results' code, there whenever results are (a search's answer waits for it). */
  get parts(): ResultsParts {
    if (!this.loadedParts) throw new Error("The results' code is read before any result showed");
    return this.loadedParts;
  }

  async search(terms: SearchTerms): Promise<void> {
    this.#asked = new Set();
    if (asksNothing(terms)) {
      this.apply({ type: 'terms-cleared' });
      return;
    }
    this.apply({ type: 'search-started', terms });
    const { searchNumber } = this.state;
    const [answer, parts] = await Promise.all([searchListings(this.#deps, terms), this.partsLoaded()]);
    this.apply(
      E.isRight(answer) && parts
        ? { type: 'results-set', searchNumber, results: answer.right }
        : { type: 'search-failed', searchNumber },
    );
  }

  private async partsLoaded(): Promise<ResultsParts | null> {
    const parts = this.loadedParts ?? (await this.#loadParts());
    this.partsArrived(parts);
    return parts;
  }

  private partsArrived(parts: ResultsParts | null): void {
    this.loadedParts ??= parts;
  }

  /** A home came on screen: without its card, its card (and the next missing ones) is asked for. */
  async cardWanted(listingId: string): Promise<void> {
    const ids = this.parts.cardsToAsk(this.homes, listingId, this.#asked);
    if (ids.length === 0) return;
    const asked = this.#asked;
    for (const id of ids) asked.add(id);
    const { searchNumber, terms } = this.state;
    const cards = await loadResultCards(this.#deps, terms, ids);
    // A failure leaves the placeholders, to be asked for again when they show.
    if (cards === null) for (const id of ids) asked.delete(id);
    else this.apply({ type: 'cards-added', searchNumber, cards });
  }

  private apply(event: ListingSearchEvent): void {
    this.state = listingSearchTransition(this.state, event);
  }

  /** Every home found, best first, with its card when it has one (with results only). */
  get homes(): readonly ResultHome[] {
    const { exact, partial } = this.parts.resultHomesOf(this.state.results, this.state.moreCards);
    return [...exact, ...partial];
  }

  /** Where a home stands in the results (1-based, and in which list), null if it is not there. */
  positionOf(listingId: string) {
    const { parts, state } = this;
    return parts.resultPositionOf(parts.resultHomesOf(state.results, state.moreCards), listingId);
  }

  get results(): ResultsView {
    return resultsViewOf(this.state, this.loadedParts?.shownResultsOf ?? null);
  }

  /** Every card of the results, exact matches first. */
  get cards(): readonly HomeCard[] {
    const { results } = this;
    return results.kind === 'results' ? [...results.exact, ...results.partial] : [];
  }
}
