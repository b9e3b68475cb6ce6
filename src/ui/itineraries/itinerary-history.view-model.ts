import dayjs from 'dayjs';
import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { ItineraryGateway } from '../../core/itinerary/index.js';
import { Clock } from '../../core/time/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { type TripCard, tripCard } from './trip-card.js';

export type ItineraryHistoryState =
  | { readonly status: 'signed-out' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly upcoming: readonly TripCard[]; readonly past: readonly TripCard[] };

/**
 * /itineraries: the signed-in guest's trips, upcoming (soonest first) then past (latest
 * first), as the host orders them. A list that fails to load is silent
 * (docs/product/errors.md#load-failures): it counts as no trips, so the guest sees at most
 * the empty state.
 */
@injectable()
export class ItineraryHistoryViewModel {
  state: ItineraryHistoryState = { status: 'loading' };

  readonly #deps: {
    readonly itineraries: Pick<ItineraryGateway, 'itineraries'>;
    readonly shell: ShellViewModel;
    readonly clock: Clock;
  };

  constructor(
    @inject(ItineraryGateway) itineraries: Pick<ItineraryGateway, 'itineraries'>,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { itineraries, shell, clock };
    makeAutoObservable(this);
  }

  get isEmpty(): boolean {
    return this.state.status === 'ready' && this.state.upcoming.length + this.state.past.length === 0;
  }

  async pageOpened(): Promise<void> {
    const { itineraries, shell, clock } = this.#deps;
    if (!shell.isLoggedIn) {
      this.state = { status: 'signed-out' };
      return;
    }
    this.state = { status: 'loading' };
    const [upcoming, past] = await Promise.all([
      itineraries.itineraries({ isActive: true }),
      itineraries.itineraries({ isActive: false }),
    ]);
    const now = dayjs(clock.now());
    // A list that failed shows as no trips: nothing is reported and no error is shown.
    const cards = (answer: typeof upcoming) =>
      E.isRight(answer) ? answer.right.map((trip) => tripCard(trip, now)) : [];
    this.listed(cards(upcoming), cards(past));
  }

  private listed(upcoming: readonly TripCard[], past: readonly TripCard[]): void {
    this.state = { status: 'ready', upcoming, past };
  }
}
