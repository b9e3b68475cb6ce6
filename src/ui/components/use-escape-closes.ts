import { type RefObject, useEffect, useRef } from 'react';

/**
 * Escape closes what is open (a popover, a menu) and gives the focus back to the control that
 * opened it (issue 28 item 6; the WAI-ARIA disclosure pattern). It listens first (capture), so
 * a popover inside a dialog (the phone's booking sheet) closes before the dialog does; a dialog
 * opened above it (the dates calendar) keeps its own Escape.
 */
export const useEscapeCloses = (
  open: boolean,
  close: () => void,
  opener: RefObject<HTMLElement | null>,
): void => {
  // The latest close, without listening again at every render.
  const closing = useRef(close);
  closing.current = close;
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const dialog = (event.target as Element | null)?.closest?.('[role="dialog"]');
      if (dialog && !dialog.contains(opener.current)) return;
      event.preventDefault();
      event.stopPropagation();
      closing.current();
      opener.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [open, opener]);
};
