import { type CollageRotation, rotateCollage, startCollage } from './collage-rotation.js';
import type { CollageTile } from './load-collage-interests.use-case.js';

/**
 * The reservation overlay's collage (docs/product/routes.md#reservation-collage): the
 * interests loaded for the trip and where they are in the rotation.
 */
export interface ReservationCollageState {
  readonly images: readonly CollageTile[];
  readonly rotation: CollageRotation;
  /**
   * How many times the overlay opened or closed: interests name the opening they were
   * loaded for, so a collage closed (or reopened) while they loaded never shows them.
   */
  readonly openings: number;
}

export const initialCollageState: ReservationCollageState = {
  images: [],
  rotation: startCollage(0),
  openings: 0,
};

export type ReservationCollageEvent =
  | { readonly type: 'opened' }
  | { readonly type: 'interests-loaded'; readonly opening: number; readonly images: readonly CollageTile[] }
  /** The swap schedule's tick (collage-schedule.ts). */
  | { readonly type: 'swapped' }
  | { readonly type: 'closed' };

export const collageTransition = (
  state: ReservationCollageState,
  event: ReservationCollageEvent,
): ReservationCollageState => {
  switch (event.type) {
    case 'opened':
    case 'closed':
      return { ...initialCollageState, openings: state.openings + 1 };
    case 'interests-loaded':
      if (event.opening !== state.openings) return state;
      return { ...state, images: event.images, rotation: startCollage(event.images.length) };
    case 'swapped':
      return { ...state, rotation: rotateCollage(state.rotation, state.images.length) };
  }
};

/** What each slot shows (at most COLLAGE_SIZE), and the slot that just changed, to fade in. */
export const shownCollage = ({
  images,
  rotation,
}: ReservationCollageState): {
  readonly tiles: readonly CollageTile[];
  readonly changedSlot: number | null;
} => ({
  tiles: rotation.shown.map((index) => images[index]!),
  changedSlot: rotation.changedSlot,
});
