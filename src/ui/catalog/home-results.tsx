import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { type WayForward, waysForward } from '../../core/catalog/index.js';
import type { HomeCardActions } from './home-card-view.js';
import { HomeList, type ListMemory } from './home-list.js';
import { HomeListSkeleton } from './home-list-skeleton.js';
import type { ResultsView } from './results-view.js';

const matchesTitle = (count: number): string => {
  if (count === 0) return 'No homes match your search';
  return count === 1
    ? '1 home matches your search'
    : `${count.toLocaleString('en-US')} homes match your search`;
};

/** A search with no home at all: what the guest can widen, each a link to that search. */
const EmptySearch = ({ ways }: { ways: readonly WayForward[] }) => (
  <div className="home-results__empty">
    <p className="home-results__note">
      {ways.length > 0
        ? 'No home is free for everything you asked. Widen the search:'
        : 'No home is free for everything you asked. Try another destination from Explore Homes.'}
    </p>
    {ways.length > 0 ? (
      <ul className="home-results__ways" aria-label="Ways to widen the search">
        {ways.map((way) => (
          <li key={way.label}>
            <Link className="results-toggle home-results__way" to={{ search: way.search }}>
              {way.label}
            </Link>
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);

/**
 * The search's answer: the exact matches with their true count (numExactMatches: the list
 * may be capped), then the homes that almost match, each saying what it misses.
 */
export const HomeResults = observer(
  ({
    results,
    actions,
    scrollTo = null,
    headingPending = false,
    onHeadingFocused,
    listMemory,
    search = '',
  }: {
    results: Exclude<ResultsView, { kind: 'browsing' }>;
    actions: HomeCardActions;
    /** A home chosen on the map, whose card comes into view. */
    scrollTo?: { readonly id: string; readonly turn: number } | null;
    /** Filters were applied: the heading takes the focus (and comes into view) once the answer shows. */
    headingPending?: boolean;
    onHeadingFocused?: () => void;
    /** Each list's memory of its measured cards, by the list's name. */
    listMemory?: (list: string) => ListMemory;
    /**
     * The address's search, from which a search that found nothing at all offers ways forward
     * (empty-search-ways.rule.ts: its rules load with the results, not with /listings).
     */
    search?: string;
  }) => {
    const heading = useRef<HTMLHeadingElement>(null);
    const answered = results.kind === 'results' && !results.refreshing;
    useEffect(() => {
      if (!headingPending || !answered || !heading.current) return;
      heading.current.focus({ preventScroll: true });
      heading.current.scrollIntoView({ block: 'start' });
      onHeadingFocused?.();
    }, [headingPending, answered, onHeadingFocused]);
    if (results.kind === 'searching') return <HomeListSkeleton />;
    const { exact, partial, numExactMatches, refreshing } = results;
    return (
      <div className="home-results" aria-busy={refreshing}>
        <section aria-labelledby="exact-matches-title">
          <h2
            ref={heading}
            id="exact-matches-title"
            className="home-results__title"
            aria-live="polite"
            tabIndex={-1}
          >
            {matchesTitle(numExactMatches)}
          </h2>
          {exact.length < numExactMatches ? (
            <p className="home-results__note">
              Showing the first {exact.length.toLocaleString('en-US')}: narrow the search to see the rest.
            </p>
          ) : null}
          {numExactMatches === 0 && partial.length === 0 && !refreshing ? (
            <EmptySearch ways={waysForward(search)} />
          ) : null}
          {exact.length > 0 ? (
            <HomeList
              label="Homes that match"
              cards={exact}
              actions={actions}
              scrollTo={scrollTo}
              priorityFirst
              memory={listMemory?.('Homes that match')}
            />
          ) : null}
        </section>
        {partial.length > 0 ? (
          <section aria-labelledby="partial-matches-title">
            <h2 id="partial-matches-title" className="home-results__title">
              Homes that almost match
            </h2>
            <p className="home-results__note">Free on your dates, but missing something you asked for.</p>
            <HomeList
              label="Homes that almost match"
              cards={partial}
              actions={actions}
              scrollTo={scrollTo}
              memory={listMemory?.('Homes that almost match')}
            />
          </section>
        ) : null}
      </div>
    );
  },
);
