let locks = 0;
let restore: (() => void) | null = null;

/**
 * Stops the page behind a modal dialog from scrolling; answers the function that lets it go.
 * Dialogs may stack (one opens another), so the page scrolls again only when the last lets
 * go. The scroll bar's width is kept as padding, so the page does not shift sideways when the
 * bar disappears.
 */
export const lockPageScroll = (): (() => void) => {
  locks += 1;
  if (locks === 1) {
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    const scrollBar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
    restore = () => {
      root.style.overflow = overflow;
      root.style.paddingRight = paddingRight;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) {
      restore?.();
      restore = null;
    }
  };
};
