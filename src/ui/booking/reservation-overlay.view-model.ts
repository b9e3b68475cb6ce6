import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { UserInterestSearch } from '../../core/interest/index.js';
import { InterestGateway } from '../../core/interest/index.js';
import {
  type CollageTile,
  collageTransition,
  initialCollageState,
  loadCollageInterests,
  type ReservationCollageEvent,
  type ReservationCollageState,
  type ReservationOverlayContent,
  reservationOverlayContent,
  scheduleCollageSwaps,
  shownCollage,
} from '../../core/reservation/index.js';
import { Clock, Scheduler } from '../../core/time/index.js';
import { PhotoFailures } from '../components/photo-failures.js';
import { inject } from '../di/inject.js';

/** What the panel knows when it sends a reservation: how the home books, and the trip. */
export interface ReservationOverlayRequest {
  readonly bookingSetting: string | null | undefined;
  /** The trip whose interests the collage shows; null shows the words alone. */
  readonly interests: UserInterestSearch | null;
}

interface Deps {
  readonly interests: Pick<InterestGateway, 'userInterests'>;
  readonly errors: ErrorReporter;
  readonly scheduler: Pick<Scheduler, 'every'>;
}

const noSwaps = (): void => undefined;

/**
 * The reservation overlay (docs/product/routes.md#reservation-overlay): its words while a
 * reservation is sent, and the collage of the trip's interests under them
 * (docs/product/routes.md#reservation-collage). The collage's state and its rules are the
 * core's; this holds the state, loads the interests and runs the swap schedule while open.
 */
@injectable()
export class ReservationOverlayViewModel {
  private open = false;
  private bookingSetting: string | null | undefined = null;
  private collage: ReservationCollageState = initialCollageState;
  readonly #deps: Deps;
  readonly #photoFailures: PhotoFailures;
  #stopSwaps: () => void = noSwaps;

  constructor(
    @inject(InterestGateway) interests: Pick<InterestGateway, 'userInterests'>,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Scheduler) scheduler: Pick<Scheduler, 'every'>,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { interests, errors, scheduler };
    this.#photoFailures = new PhotoFailures(errors, clock);
    makeAutoObservable<this, 'collage'>(this, { collage: observableRef }, { autoBind: true });
  }

  get isOpen(): boolean {
    return this.open;
  }

  get content(): ReservationOverlayContent {
    return reservationOverlayContent(this.bookingSetting);
  }

  /** What each of the (at most four) slots shows. */
  get tiles(): readonly CollageTile[] {
    return shownCollage(this.collage).tiles;
  }

  /** The slot whose image swapped in last, to fade in; null before any swap. */
  get changedSlot(): number | null {
    return shownCollage(this.collage).changedSlot;
  }

  /**
   * A reservation is being sent: the words show at once, the collage once the trip's
   * interests have come. Interests that come after the overlay closed (or opened again)
   * belong to an opening that is over and are dropped (the state's `openings`).
   */
  async opened({ bookingSetting, interests }: ReservationOverlayRequest): Promise<void> {
    this.#stopSwaps();
    this.#stopSwaps = noSwaps;
    this.open = true;
    this.bookingSetting = bookingSetting;
    this.apply({ type: 'opened' });
    if (!interests) return;
    const opening = this.collage.openings;
    // Failures are the use case's to report; the overlay then shows its words alone.
    const images = await loadCollageInterests(this.#deps, interests);
    this.interestsLoaded(opening, images);
  }

  /** The reservation has its answer: the swaps stop and the collage empties. */
  closed(): void {
    this.#stopSwaps();
    this.#stopSwaps = noSwaps;
    this.open = false;
    this.apply({ type: 'closed' });
  }

  /**
   * A collage image that failed: the tile falls back on its own; the failure is reported
   * once (docs/product/errors.md#image-failures).
   */
  imageFailed(failure: ImageFailure, url: string): void {
    this.#photoFailures.failed(failure, url);
  }

  private interestsLoaded(opening: number, images: readonly CollageTile[]): void {
    if (opening !== this.collage.openings) return;
    this.apply({ type: 'interests-loaded', opening, images });
    this.#stopSwaps = scheduleCollageSwaps(this.#deps.scheduler, images.length, this.swapped);
  }

  private swapped(): void {
    this.apply({ type: 'swapped' });
  }

  private apply(event: ReservationCollageEvent): void {
    this.collage = collageTransition(this.collage, event);
  }
}
