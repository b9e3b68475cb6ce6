/**
 * Locks the page's scroll (docs/product/routes.md#reservation-overlay) by the body's own
 * overflow; answers what puts back exactly what the body had: the same value and priority,
 * or no value, and no style attribute if it had none.
 */
const lockScroll = (): (() => void) => {
  const { body } = document;
  const hadStyle = body.hasAttribute('style');
  const overflow = body.style.getPropertyValue('overflow');
  const priority = body.style.getPropertyPriority('overflow');
  body.style.setProperty('overflow', 'hidden', 'important');
  return () => {
    if (overflow) body.style.setProperty('overflow', overflow, priority);
    else body.style.removeProperty('overflow');
    if (!hadStyle && body.getAttribute('style') === '') body.removeAttribute('style');
  };
};

/**
 * Holds the page for a modal that has nothing to focus but itself (the WAI-ARIA dialog
 * pattern): the modal takes the focus and takes it back whenever it lands outside (a click
 * on the page behind, a script); the page does not scroll. Answers what lets go: the scroll
 * as it was, and the focus back where it was, if that element is still on the page.
 */
export const holdPage = (modal: HTMLElement): (() => void) => {
  const before = document.activeElement;
  const unlockScroll = lockScroll();
  modal.focus({ preventScroll: true });
  const keepFocus = (event: FocusEvent) => {
    if (event.target instanceof Node && !modal.contains(event.target)) modal.focus({ preventScroll: true });
  };
  document.addEventListener('focusin', keepFocus);
  return () => {
    document.removeEventListener('focusin', keepFocus);
    unlockScroll();
    if (before instanceof HTMLElement && before.isConnected) before.focus({ preventScroll: true });
  };
};
