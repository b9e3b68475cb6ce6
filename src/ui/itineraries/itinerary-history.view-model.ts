import dayjs from 'dayjs';
import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import { Clock } from '../../core/time/clock.port.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { type TripCard, tripCard } from './trip-card.js';

export type ItineraryHistoryState =
  | { readonly status: 'signed-out' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly upcoming: readonly TripCard[]; readonly past: readonly TripCard[] };

/**
 * /itineraries: the signed-in guest's trips, upcoming (soonest first) then past (latest
 * first), as the host orders them. SPEC 8: a list that fails to load is silent: it counts
 * as no trips, so the guest sees at most the empty state.
 */
@injectable()
export class ItineraryHistoryViewModel {
  state: ItineraryHistoryState = { status: 'loading' };

  constructor(
    @inject(ItineraryGateway) private readonly itineraries: Pick<ItineraryGateway, 'itineraries'>,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
    @inject(Clock) private readonly clock: Clock,
  ) {
    makeAutoObservable<ItineraryHistoryViewModel, 'itineraries' | 'shell' | 'clock'>(this, {
      itineraries: false,
      shell: false,
      clock: false,
    });
  }

  get isEmpty(): boolean {
    return this.state.status === 'ready' && this.state.upcoming.length + this.state.past.length === 0;
  }

  async pageOpened(): Promise<void> {
    if (!this.shell.isLoggedIn) {
      this.state = { status: 'signed-out' };
      return;
    }
    this.state = { status: 'loading' };
    const [upcoming, past] = await Promise.all([
      this.itineraries.itineraries({ isActive: true }),
      this.itineraries.itineraries({ isActive: false }),
    ]);
    const now = dayjs(this.clock.now());
    // A list that failed shows as no trips: nothing is reported and no error is shown.
    const cards = (answer: typeof upcoming) =>
      E.isRight(answer) ? answer.right.map((trip) => tripCard(trip, now)) : [];
    runInAction(() => {
      this.state = { status: 'ready', upcoming: cards(upcoming), past: cards(past) };
    });
  }
}
