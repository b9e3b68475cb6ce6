// The reservation area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { COLLAGE_FADE_MS } from './collage-rotation.js';
export { scheduleCollageSwaps } from './collage-schedule.js';
export { type CollageTile, loadCollageInterests } from './load-collage-interests.use-case.js';
export {
  collageTransition,
  initialCollageState,
  type ReservationCollageEvent,
  type ReservationCollageState,
  shownCollage,
} from './reservation-collage-state.js';
export { type ReservationOverlayContent, reservationOverlayContent } from './reservation-overlay-content.js';
