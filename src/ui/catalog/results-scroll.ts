import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/**
 * How long a return waits for the page to grow tall enough. Time, not frames: on a busy
 * machine the results' code and near matches can take seconds, and frames slow down too.
 */
const RESTORE_WAIT_MS = 10_000;

/** What the guest does to scroll on their own; after one of these, the restore gives way. */
const GUEST_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

interface ResultsScrollMemory {
  scrolled(search: string, y: number): void;
  scrollOf(search: string): number | null;
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
  const restore = useRef<number | null>(navigation === 'POP' ? memory.scrollOf(search) : null);

  useEffect(() => {
    const page = window.location.pathname;
    // Leaving for a home shortens the page before this listener goes, and the browser reports
    // that clamped scroll: once the address is another page's, a scroll is not this one's.
    const scrolled = () => {
      if (window.location.pathname === page) memory.scrolled(search, window.scrollY);
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, [memory, search]);

  useEffect(() => {
    const y = restore.current;
    if (!resultsShown || y === null) return;
    restore.current = null;
    // Frame by frame until the page is tall enough to be scrolled there (the results' list may
    // still be loading its code), for at most a few seconds; the first frame comes after the
    // layout's own scroll to the top of a new path. A guest who scrolls meanwhile wins.
    let frame = 0;
    const deadline = performance.now() + RESTORE_WAIT_MS;
    const stop = () => {
      cancelAnimationFrame(frame);
      for (const event of GUEST_SCROLLS) window.removeEventListener(event, stop);
    };
    const attempt = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      // Out of time, the page scrolls as far towards it as it can.
      if (room >= y || performance.now() >= deadline) {
        stop();
        window.scrollTo(0, y);
      } else frame = requestAnimationFrame(attempt);
    };
    for (const event of GUEST_SCROLLS) window.addEventListener(event, stop, { passive: true });
    frame = requestAnimationFrame(attempt);
    return stop;
  }, [resultsShown]);
};
