import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

interface ResultsScrollMemory {
  resultsScrolled(search: string, y: number): void;
  resultsScrollOf(search: string): number | null;
}

/**
 * Coming back to the results (browser Back from a home) puts the page where the guest left
 * it. The page's scroll is kept per search while the guest scrolls; on a return (a history
 * step, not a new visit) it is restored once the results are drawn, after the layout's own
 * scroll to the top of a new path. The list is virtualised: its height is known (estimated)
 * before its far cards are drawn, so the page can be scrolled there at once.
 */
export const useResultsScroll = (
  memory: ResultsScrollMemory,
  search: string,
  resultsShown: boolean,
): void => {
  const navigation = useNavigationType();
  // Read when the page opens, before any scroll of this visit overwrites it.
  const restore = useRef<number | null>(navigation === 'POP' ? memory.resultsScrollOf(search) : null);

  useEffect(() => {
    const scrolled = () => memory.resultsScrolled(search, window.scrollY);
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, [memory, search]);

  useEffect(() => {
    const y = restore.current;
    if (!resultsShown || y === null) return;
    restore.current = null;
    // A frame later: the layout's scroll to the top of a new path runs after this page's effects.
    const frame = requestAnimationFrame(() => window.scrollTo(0, y));
    return () => cancelAnimationFrame(frame);
  }, [resultsShown]);
};
