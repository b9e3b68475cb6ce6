import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, Suspense, useDeferredValue, useEffect, useId, useRef } from 'react';
import type { SearchFilters } from '../../core/catalog/index.js';
import type { FiltersDraft } from './filters-draft.js';
import { activeFilterCount } from './home-search-terms.js';
import { lazyPart } from './lazy-part.js';

// The choices load on first open, as the pointer or focus reaches the button, or once results
// show and the page is idle (`preloadWhenIdle`): /listings shows only the button until then,
// and a visit without a search has no results to filter. They are drawn in a deferred render
// (below), so once loaded they render there and then, without flashing 'Loading filters…'.
const FiltersForm = lazyPart(() => import('./filters-form.js').then((module) => module.FiltersForm), {
  atOnceWhenLoaded: true,
});

/** What the panel shows and changes (the catalog's view-model). */
export interface FiltersState {
  readonly filtersOpen: boolean;
  readonly appliedFilters: SearchFilters;
  readonly draft: FiltersDraft;
  filtersOpened(): void;
  filtersClosed(): void;
}

/**
 * The filters (docs/product/routes.md#home-search: Rooms, Amenities, Property Rules; and
 * instant booking) behind a button. The panel is always in the page (the button controls it),
 * its choices only while it is open.
 *
 * It reads the open state from `filters` itself, so opening and closing re-render this panel
 * alone: read by the page, they re-rendered the search bar and the result list too, which
 * kept a click on the button from painting for 100 ms and more on a slow phone. The choices
 * (some thirty controls to render, lay out and paint) follow in a deferred render: the click
 * paints the open panel at once, busy for a frame, and the choices fill it in the next.
 */
export const FiltersPanel = observer(
  ({
    filters,
    preloadWhenIdle,
    onApply,
  }: {
    filters: FiltersState;
    /** The guest is likely to open it (results are showing): its choices load once the page is idle. */
    preloadWhenIdle: boolean;
    onApply: () => void;
  }) => {
    const id = useId();
    const toggle = useRef<HTMLButtonElement>(null);
    const { filtersOpen: open, draft } = filters;
    // Closing is at once (urgent and deferred both false); opening shows the choices a render later.
    const choicesShown = useDeferredValue(open) && open;
    const activeCount = activeFilterCount(filters.appliedFilters);
    // An effect runs after the page has painted; the idle wait keeps the request off the
    // guest's next input.
    useEffect(() => {
      if (preloadWhenIdle) FiltersForm.preloadSoon();
    }, [preloadWhenIdle]);
    const close = () => {
      filters.filtersClosed();
      toggle.current?.focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    return (
      <div className="filters">
        <button
          ref={toggle}
          type="button"
          className="filters__toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onPointerEnter={FiltersForm.preloadSoon}
          onFocus={FiltersForm.preloadSoon}
          onClick={() => (open ? close() : filters.filtersOpened())}
        >
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        <section
          id={`${id}-panel`}
          aria-label="Filters"
          className="filters__panel"
          hidden={!open}
          aria-busy={open && !choicesShown}
          onKeyDown={onKeyDown}
        >
          {choicesShown ? (
            <Suspense fallback={<p role="status">Loading filters…</p>}>
              <FiltersForm draft={draft} onApply={onApply} />
            </Suspense>
          ) : null}
        </section>
      </div>
    );
  },
);
