import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { SearchTerms } from '../../core/catalog/index.js';
import {
  asksNothing,
  cardsToAsk,
  initialListingSearchState,
  type ListingSearchEvent,
  type ListingSearchState,
  listingSearchTransition,
  loadResultCards,
  type ResultHome,
  resultHomesOf,
  resultPositionOf,
  type SearchListingsDeps,
  searchListings,
} from '../../core/catalog/index.js';
import type { HomeCard } from './home-card.js';
import { type ResultsView, resultsViewOf } from './results-view.js';

/**
 * The search on screen: its state, its answer and the cards asked for after it. The first
 * answer carries the first screen's cards and every home as a map point
 * (docs/host/performance.md#the-first-screen-answer); a home shown without its card (scrolled
 * to, chosen on the map) has it asked for, with the next cardless homes after it.
 */
export class CatalogSearch {
  state: ListingSearchState = initialListingSearchState;
  readonly #deps: SearchListingsDeps;
  /** Homes whose cards were asked for in this search (answered or on their way). */
  #asked = new Set<string>();

  constructor(deps: SearchListingsDeps) {
    this.#deps = deps;
    makeAutoObservable(this, { state: observableRef });
  }

  async search(terms: SearchTerms): Promise<void> {
    this.#asked = new Set();
    if (asksNothing(terms)) {
      this.apply({ type: 'terms-cleared' });
      return;
    }
    this.apply({ type: 'search-started', terms });
    const { searchNumber } = this.state;
    const answer = await searchListings(this.#deps, terms);
    this.apply(
      E.isRight(answer)
        ? { type: 'results-set', searchNumber, results: answer.right }
        : { type: 'search-failed', searchNumber },
    );
  }

  /** A home came on screen: without its card, its card (and the next missing ones) is asked for. */
  async cardWanted(listingId: string): Promise<void> {
    const ids = cardsToAsk(this.homes, listingId, this.#asked);
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

  /** Every home found, best first, with its card when it has one. */
  get homes(): readonly ResultHome[] {
    const { exact, partial } = resultHomesOf(this.state.results, this.state.moreCards);
    return [...exact, ...partial];
  }

  /** Where a home stands in the results (1-based, and in which list), null if it is not there. */
  positionOf(listingId: string) {
    return resultPositionOf(resultHomesOf(this.state.results, this.state.moreCards), listingId);
  }

  get results(): ResultsView {
    return resultsViewOf(this.state);
  }

  /** Every card of the results, exact matches first. */
  get cards(): readonly HomeCard[] {
    const { results } = this;
    return results.kind === 'results' ? [...results.exact, ...results.partial] : [];
  }
}
