import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { HomeCard } from './home-card.js';
import { type HomeCardActions, HomeCardView } from './home-card-view.js';

/** A card's height before it is measured (and where nothing can be measured). */
const ESTIMATED_CARD_HEIGHT = 400;

/** Columns for the list's width: one on phones, two on tablets, three on wide screens. */
export const lanesFor = (width: number): number => (width >= 1000 ? 3 : width >= 600 ? 2 : 1);

const useLanes = (ref: RefObject<HTMLElement | null>): number => {
  const [lanes, setLanes] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => setLanes(lanesFor(element.clientWidth));
    update();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return lanes;
};

/**
 * What a list remembers of its cards' measured sizes between visits (coming back from a home):
 * laid out as they were, the page's old scroll position shows the same cards again.
 */
export interface ListMemory {
  readonly sizes: readonly VirtualItem[] | undefined;
  readonly keep: (sizes: VirtualItem[]) => void;
}

/** Where the list starts on the page: the window virtualiser counts from the document's top. */
const useDocumentTop = (ref: RefObject<HTMLElement | null>): number => {
  const [top, setTop] = useState(0);
  // Every render: content above (a section, a banner) may have grown since the last one.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const next = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (next !== top) setTop(next);
  });
  return top;
};

/**
 * Homes as a list that renders only what is near the screen (the page scrolls, not the
 * list), so ten thousand matches cost a screenful of cards. Items keep their place for
 * assistive technology with aria-posinset and aria-setsize.
 */
export const HomeList = ({
  label,
  cards,
  actions,
  scrollTo = null,
  priorityFirst = false,
  memory,
}: {
  label: string;
  cards: readonly HomeCard[];
  actions: HomeCardActions;
  /** A home chosen on the map: its card is brought into view, each time it is chosen. */
  scrollTo?: { readonly id: string; readonly turn: number } | null;
  /** The list leads the page: its first card's photo loads at once (HomePhoto `priority`). */
  priorityFirst?: boolean;
  memory?: ListMemory;
}) => {
  const listRef = useRef<HTMLUListElement>(null);
  const lanes = useLanes(listRef);
  const top = useDocumentTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: cards.length,
    lanes,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    overscan: 2 * lanes,
    scrollMargin: top,
    getItemKey: (index) => cards[index]?.id ?? index,
    // Nothing measures in a headless DOM: fall back to the estimate rather than 0, which
    // would fit every home on one screen.
    measureElement: (element) => element.getBoundingClientRect().height || ESTIMATED_CARD_HEIGHT,
    useFlushSync: false,
    initialMeasurementsCache: memory?.sizes ? [...memory.sizes] : undefined,
  });
  // Leaving the page (to a home) keeps what was measured, for the way back: once, as the list
  // goes, with the memory of its last render.
  const keep = useRef(memory?.keep);
  keep.current = memory?.keep;
  useEffect(() => () => keep.current?.(virtualizer.takeSnapshot()), [virtualizer]);
  const scrollIndex = scrollTo ? cards.findIndex((card) => card.id === scrollTo.id) : -1;
  const scrollTurn = scrollTo?.turn;
  // Keyed on the turn, not the index: choosing the same marker again scrolls back to its card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrollIndex is read at the turn it belongs to
  useEffect(() => {
    if (scrollTurn === undefined || scrollIndex === -1) return;
    virtualizer.scrollToIndex(scrollIndex, { align: 'center' });
  }, [scrollTurn, virtualizer]);
  return (
    <ul ref={listRef} aria-label={label} className="home-list" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const card = cards[item.index];
        if (!card) return null;
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={cards.length}
            aria-posinset={item.index + 1}
            className="home-list__item"
            style={{
              left: `${(item.lane * 100) / lanes}%`,
              width: `${100 / lanes}%`,
              transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <HomeCardView card={card} actions={actions} priority={priorityFirst && item.index === 0} />
          </li>
        );
      })}
    </ul>
  );
};
