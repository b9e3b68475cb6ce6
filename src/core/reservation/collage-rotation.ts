/**
 * Up to 4 images; with more, one swaps in every 3000 ms, fading over 1000 ms
 * (docs/product/routes.md#reservation-collage, docs/product/constants.md#business-constants).
 */
export const COLLAGE_SIZE = 4;
export const COLLAGE_SWAP_MS = 3000;
export const COLLAGE_FADE_MS = 1000;

/**
 * Which image (by index into the collage's images) each slot shows, which slot changes
 * next, and from which image the search for the next one starts. changedSlot is the slot
 * that changed last, for the fade; null before any swap.
 */
export interface CollageRotation {
  readonly shown: readonly number[];
  readonly nextSlot: number;
  readonly nextImage: number;
  readonly changedSlot: number | null;
}

/** The first images in order, as many as fit. */
export const startCollage = (imageCount: number): CollageRotation => {
  const size = Math.min(COLLAGE_SIZE, Math.max(0, imageCount));
  return {
    shown: Array.from({ length: size }, (_, index) => index),
    nextSlot: 0,
    nextImage: size,
    changedSlot: null,
  };
};

/**
 * One swap: the slots change in turn, left to right, and each takes the next image in
 * order, so no image is ever shown twice at once and every image gets its turn. The count
 * must be the one the collage started with.
 */
export const rotateCollage = (rotation: CollageRotation, imageCount: number): CollageRotation => {
  // A collage that started with fewer images than slots has none to swap in.
  if (imageCount <= COLLAGE_SIZE || rotation.shown.length < COLLAGE_SIZE) return rotation;
  // The slots always show the last images taken, in a row; the next one in order has been
  // off screen longest, so it is never one already showing.
  const image = rotation.nextImage % imageCount;
  const slot = rotation.nextSlot;
  return {
    shown: rotation.shown.map((current, index) => (index === slot ? image : current)),
    nextSlot: (slot + 1) % COLLAGE_SIZE,
    nextImage: (image + 1) % imageCount,
    changedSlot: slot,
  };
};
