import type { Scheduler } from '../time/index.js';
import { COLLAGE_SIZE, COLLAGE_SWAP_MS } from './collage-rotation.js';

/**
 * The collage's swap schedule (docs/product/constants.md#business-constants): with more
 * images than slots, one swaps in every COLLAGE_SWAP_MS until stopped; with fewer there is
 * nothing to swap and no timer runs. Timers go through the Scheduler port, so the core stays
 * timer-free and tests drive time. Answers what stops the swaps.
 */
export const scheduleCollageSwaps = (
  scheduler: Pick<Scheduler, 'every'>,
  imageCount: number,
  swap: () => void,
): (() => void) => (imageCount > COLLAGE_SIZE ? scheduler.every(COLLAGE_SWAP_MS, swap) : () => undefined);
