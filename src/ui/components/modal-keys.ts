import type { KeyboardEvent } from 'react';

/** What can hold focus inside our dialogs: links, enabled fields and buttons, a grid's roving stop. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';

/**
 * The keyboard of a modal dialog (WAI-ARIA dialog pattern): Escape cancels, and Tab and
 * Shift+Tab wrap around inside `dialog` so focus never leaves it while it is open (also from
 * the dialog itself, which holds the focus when it opens with nothing to focus first).
 */
export const onModalKeyDown = (
  event: KeyboardEvent,
  dialog: HTMLElement | null,
  onCancel: () => void,
): void => {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    onCancel();
    return;
  }
  if (event.key !== 'Tab' || !dialog) return;
  const stops = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const onFrame = document.activeElement === dialog;
  if (event.shiftKey && (document.activeElement === first || onFrame)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
};
