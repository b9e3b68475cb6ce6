/**
 * Runs `work` in a task of its own once the next frame has painted, and answers a function
 * that cancels it. An animation frame callback runs just before the frame paints; a task it
 * queues runs after. For work that an input's own paint need not wait for (taking a closed
 * dialog out of the page): done in the input's task, it delays what the guest sees.
 */
export const afterNextPaint = (work: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};
