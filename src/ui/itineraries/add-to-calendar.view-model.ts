import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  loadTripCalendar,
  revokeTripCalendar,
  subscribeToTripCalendar,
  TripCalendarGateway,
  type TripCalendarState,
  tripCalendarDownloadHref,
} from '../../core/calendar/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { AppError } from '../../core/shared/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { inject } from '../di/inject.js';

export type AddToCalendarState =
  | { readonly status: 'closed' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly calendar: TripCalendarState }
  | { readonly status: 'failed' };

/** Why a subscription step failed, in the guest's words; the download link still works. */
export const CALENDAR_FAILED = 'We could not reach your calendar settings just now. Please try again.';

/**
 * The trip page's 'Add to calendar' (docs/product/calendar.md): a one-off download, and a
 * private subscription address the guest makes, renews and revokes. The panel opens on
 * request and asks the host only then.
 */
@injectable()
export class AddToCalendarViewModel {
  state: AddToCalendarState = { status: 'closed' };
  /** A subscribe, renew or revoke on its way: the buttons wait for it. */
  busy = false;
  /** The last step's failure, shown in the panel until the next step. */
  problem: string | null = null;
  #itineraryId = '';
  readonly #calendar: TripCalendarGateway;
  readonly #errors: ErrorReporter;
  readonly #config: AppConfig;

  constructor(
    @inject(TripCalendarGateway) calendar: TripCalendarGateway,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#calendar = calendar;
    this.#errors = errors;
    this.#config = config;
    makeAutoObservable(this, { state: observableRef });
  }

  get isOpen(): boolean {
    return this.state.status !== 'closed';
  }

  get downloadHref(): string {
    return tripCalendarDownloadHref(this.#config.apiBaseUrl, this.#itineraryId);
  }

  /** Opens the panel on the trip (asking the host where its subscription stands), or closes it. */
  async toggled(itineraryId: string): Promise<void> {
    if (this.isOpen && this.#itineraryId === itineraryId) {
      this.state = { status: 'closed' };
      return;
    }
    this.#itineraryId = itineraryId;
    this.problem = null;
    this.state = { status: 'loading' };
    const loaded = await loadTripCalendar({ calendar: this.#calendar }, itineraryId);
    if (this.#itineraryId !== itineraryId || this.state.status !== 'loading') return;
    this.settle(loaded, 'calendar subscription', { failPanel: true });
  }

  /** Makes the address, or a new one in place of the old. */
  async subscribed(): Promise<void> {
    await this.step('calendar subscribe', () =>
      subscribeToTripCalendar({ calendar: this.#calendar }, this.#itineraryId),
    );
  }

  async revoked(): Promise<void> {
    await this.step('calendar revoke', () =>
      revokeTripCalendar({ calendar: this.#calendar }, this.#itineraryId),
    );
  }

  private async step(
    during: string,
    run: () => Promise<E.Either<AppError, TripCalendarState>>,
  ): Promise<void> {
    if (this.busy || this.state.status !== 'ready') return;
    const itineraryId = this.#itineraryId;
    this.busy = true;
    this.problem = null;
    this.stepped(itineraryId, await run(), during);
  }

  private stepped(itineraryId: string, result: E.Either<AppError, TripCalendarState>, during: string): void {
    this.busy = false;
    if (this.#itineraryId !== itineraryId || this.state.status !== 'ready') return;
    this.settle(result, during, { failPanel: false });
  }

  private settle(
    result: E.Either<AppError, TripCalendarState>,
    during: string,
    { failPanel }: { failPanel: boolean },
  ): void {
    if (E.isRight(result)) {
      this.state = { status: 'ready', calendar: result.right };
      return;
    }
    this.#errors.report(result.left, { during });
    if (failPanel) this.state = { status: 'failed' };
    else this.problem = CALENDAR_FAILED;
  }
}
