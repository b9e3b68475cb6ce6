import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';

/** About two seconds of frames. */
const RESTORE_FRAMES = 120;

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
    const scrolled = () => memory.scrolled(search, window.scrollY);
    window.addEventListener('scroll', scrolled, { passive: true });
    return () => window.removeEventListener('scroll', scrolled);
  }, [memory, search]);

  useEffect(() => {
    const y = restore.current;
    if (!resultsShown || y === null) return;
    restore.current = null;
    // Frame by frame until the page is tall enough to be scrolled there (the results' list may
    // still be loading its code), for at most a couple of seconds; the first frame comes after
    // the layout's own scroll to the top of a new path.
    let frame = 0;
    let framesLeft = RESTORE_FRAMES;
    const attempt = () => {
      const room = document.documentElement.scrollHeight - window.innerHeight;
      framesLeft -= 1;
      // Out of frames, the page scrolls as far towards it as it can.
      if (room >= y || framesLeft <= 0) window.scrollTo(0, y);
      else frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [resultsShown]);
};
