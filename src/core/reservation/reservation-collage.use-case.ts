import type { UserInterestSearch } from '../interest/user-interest-search.model.js';
import { StateCell } from '../shared/state-cell.js';
import type { Scheduler } from '../time/scheduler.port.js';
import {
  COLLAGE_SIZE,
  COLLAGE_SWAP_MS,
  type CollageRotation,
  rotateCollage,
  startCollage,
} from './collage-rotation.js';
import {
  type CollageTile,
  type LoadCollageInterestsDeps,
  loadCollageInterests,
} from './load-collage-interests.use-case.js';

export interface ReservationCollageState {
  /** What each slot shows, at most COLLAGE_SIZE. */
  readonly tiles: readonly CollageTile[];
  /** The slot whose image just changed, to fade in over COLLAGE_FADE_MS; null before any swap. */
  readonly changedSlot: number | null;
}

export interface ReservationCollageDeps extends LoadCollageInterestsDeps {
  readonly scheduler: Pick<Scheduler, 'every'>;
}

const EMPTY: ReservationCollageState = { tiles: [], changedSlot: null };

/** The images of a shown collage and where they are in the rotation. */
interface Running {
  readonly tiles: readonly CollageTile[];
  rotation: CollageRotation;
}

/**
 * The reservation overlay's collage (SPEC 2): the interests for the trip, up to four at a
 * time, one swapped in every COLLAGE_SWAP_MS when there are more, until stopped. Timers go
 * through the Scheduler port so the core stays timer-free and tests drive time.
 */
export class ReservationCollage {
  private readonly cell = new StateCell<ReservationCollageState>(EMPTY);
  private cancelTimer: (() => void) | null = null;
  /** The start allowed to show its collage; a stop or a new start replaces it. */
  private current: object | null = null;

  constructor(private readonly deps: ReservationCollageDeps) {}

  getState(): ReservationCollageState {
    return this.cell.get();
  }

  subscribe(listener: (state: ReservationCollageState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  /** The overlay opened: loads the interests, shows the first ones and starts swapping. */
  async start(search: UserInterestSearch): Promise<void> {
    this.stop();
    const run = {};
    this.current = run;
    const tiles = await loadCollageInterests(this.deps, search);
    // The overlay may have closed (or reopened) while the interests loaded.
    if (run !== this.current) return;
    const running: Running = { tiles, rotation: startCollage(tiles.length) };
    this.publish(running);
    if (tiles.length > COLLAGE_SIZE) {
      this.cancelTimer = this.deps.scheduler.every(COLLAGE_SWAP_MS, () => {
        running.rotation = rotateCollage(running.rotation, tiles.length);
        this.publish(running);
      });
    }
  }

  /** The overlay closed: no more swaps, and a load still running is forgotten. */
  stop(): void {
    this.current = null;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private publish({ tiles, rotation }: Running): void {
    this.cell.set({ tiles: rotation.shown.map((index) => tiles[index]!), changedSlot: rotation.changedSlot });
  }
}
