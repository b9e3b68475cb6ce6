import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, Suspense, useId, useRef } from 'react';
import type { SearchFilters } from '../../core/catalog/search-filters.rule.js';
import type { FiltersDraft } from './filters-draft.js';
import { activeFilterCount } from './home-search-terms.js';
import { lazyPart } from './lazy-part.js';

// The choices load on first open (or as the pointer or focus reaches the button): /listings
// shows only the button until then, and most visits never open it.
const FiltersForm = lazyPart(() => import('./filters-form.js').then((module) => module.FiltersForm));

/**
 * The filters (docs/product/routes.md#home-search: Rooms, Amenities, Property Rules; and
 * instant booking) behind a button. The panel is always in the page (the button controls it),
 * its choices only while it is open.
 */
export const FiltersPanel = observer(
  ({
    open,
    applied,
    draft,
    onOpen,
    onClose,
    onApply,
  }: {
    open: boolean;
    applied: SearchFilters;
    draft: FiltersDraft;
    onOpen: () => void;
    onClose: () => void;
    onApply: () => void;
  }) => {
    const id = useId();
    const toggle = useRef<HTMLButtonElement>(null);
    const activeCount = activeFilterCount(applied);
    const close = () => {
      onClose();
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
          onClick={() => (open ? close() : onOpen())}
        >
          Filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </button>
        <section
          id={`${id}-panel`}
          aria-label="Filters"
          className="filters__panel"
          hidden={!open}
          onKeyDown={onKeyDown}
        >
          {open ? (
            <Suspense fallback={<p role="status">Loading filters…</p>}>
              <FiltersForm draft={draft} onApply={onApply} />
            </Suspense>
          ) : null}
        </section>
      </div>
    );
  },
);
