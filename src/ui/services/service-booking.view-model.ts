import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  type BookingResult,
  clearPendingAction,
  initialRequestFlowState,
  isServiceAction,
  type LocalBookingContext,
  type PlacedService,
  type RequestFlowEvent,
  type RequestFlowState,
  readPendingAction,
  requestFlowTransition,
  reserveErrorOf,
  type ServiceAction,
  type ServiceActionRun,
  type ServicePlace,
  serviceBookingStateId,
} from '../../core/booking/index.js';
import type { ReserveError } from '../../core/booking-terms/index.js';
import type { ItineraryItem, TripChoice } from '../../core/itinerary/index.js';
import { ExternalNavigation } from '../../core/navigation/index.js';
import { chosenSlot, itemDatesOf, type Service } from '../../core/service/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { BookingContextsViewModel } from '../booking/booking-contexts.view-model.js';
import { PromoField } from '../booking/promo-field.js';
import { signInFirst } from '../booking/sign-in-first.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { ServiceBookingSteps } from './service-booking-steps.js';
import { ServiceSelection } from './service-selection.js';

export {
  CHOOSE_PRICE,
  CHOOSE_QUANTITY,
  NOT_BOOKABLE,
} from '../../core/booking/index.js';
export type { ServiceAction };

export type ServiceActionEnd =
  | {
      readonly kind: 'outcome';
      readonly action: ServiceAction;
      readonly result: BookingResult<ItineraryItem>;
    }
  /** On the trip and nothing more asked: the panel says so and links to the item. */
  | { readonly kind: 'added'; readonly action: 'add-to-trip'; readonly placed: PlacedService }
  | { readonly kind: 'failure'; readonly action: ServiceAction; readonly error: ReserveError };

interface Deps {
  readonly steps: ServiceBookingSteps;
  readonly shell: ShellViewModel;
  readonly contexts: BookingContextsViewModel;
  readonly store: KeyValueStore;
  readonly navigation: ExternalNavigation;
  readonly config: AppConfig;
}

/**
 * A service's booking panel (docs/product/flows.md#service-booking): the guest's choices are
 * the selection's (ServiceSelection), the promo field the promo's; this view-model turns the
 * page's events into the core's use cases (ServiceBookingSteps: openServiceBooking,
 * runServiceAction) and holds what the panel shows of them. A signed-out guest's action waits
 * for the portal as a home's does.
 */
@injectable()
export class ServiceBookingViewModel {
  marketId = '';
  itineraryId: string | null = null;
  running: ServiceAction | null = null;
  /** The request in flight and the trip it landed on (docs/product/flows.md#request-flow). */
  flow: RequestFlowState = initialRequestFlowState;
  /** The service's booking context as the panel last saved it: its local form and the host's id. */
  context: LocalBookingContext | null = null;
  ended: ServiceActionEnd | null = null;
  readonly selection: ServiceSelection;
  readonly promo: PromoField;
  #place: ServicePlace | null = null;
  #pageUrl = '';
  #shown: string | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(ServiceSelection) selection: ServiceSelection,
    @inject(PromoField) promo: PromoField,
    @inject(ServiceBookingSteps) steps: ServiceBookingSteps,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ExternalNavigation) navigation: ExternalNavigation,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { steps, shell, contexts, store, navigation, config };
    this.selection = selection;
    this.promo = promo;
    makeAutoObservable(
      this,
      { ended: observableRef, context: observableRef, selection: false, promo: false },
      { autoBind: true },
    );
  }

  get service(): Service | null {
    return this.selection.service;
  }

  get signedIn(): boolean {
    return this.#deps.shell.isLoggedIn;
  }

  /**
   * The page shows this service (from a trip or the market's catalog): what the guest chose
   * before is read back from the booking state, else the trip's dates fill the when; the
   * calendar and the grocery items load; an action chosen before sign-in runs now.
   */
  async opened(
    service: Service,
    marketId: string,
    itineraryId: string | null,
    pageUrl: string,
  ): Promise<void> {
    this.#pageUrl = pageUrl;
    const key = `${service.id}#${itineraryId ?? ''}`;
    if (this.#shown === key) return;
    this.#shown = key;
    this.shown(service, marketId, itineraryId);
    const [surroundings] = await Promise.all([
      this.#deps.steps.opened(service, itineraryId),
      this.#deps.contexts.ready(this.signedIn),
    ]);
    if (this.#shown !== key) return;
    this.selection.loaded(surroundings);
    const pending = readPendingAction(this.#deps.store, serviceBookingStateId(service.id), isServiceAction);
    if (pending && this.signedIn) await this.chose(pending);
  }

  private shown(service: Service, marketId: string, itineraryId: string | null): void {
    this.marketId = marketId;
    this.itineraryId = itineraryId;
    this.#place = itineraryId ? { itineraryId, itemId: null } : null;
    this.ended = null;
    this.selection.shown(service);
    this.promo.reset();
  }

  /** Checks a typed code with the host (type 'Services + Experiences'); an accepted one joins the codes. */
  async promoApplied(): Promise<void> {
    const { service, when, quote, promoCodes, ids } = this.selection;
    if (!service) return;
    const dates = itemDatesOf(service, when);
    const code = await this.promo.applied({
      userId: ids.userId,
      subtotal: quote?.subtotal ?? null,
      applied: promoCodes,
      appliedToType: 'Services + Experiences',
      appliedToID: service.id,
      startDate: dates.itemStartDate ?? null,
      endDate: dates.itemEndDate ?? dates.itemStartDate ?? null,
    });
    if (code) this.selection.promoAdded(code);
  }

  /** The guest chose an action (from the catalog, and a trip: TripChoiceField); it runs once ready. */
  async chose(action: ServiceAction, trip: TripChoice = { kind: 'covering' }): Promise<void> {
    const service = this.service;
    // One request at a time: a second would put the service on the trip twice.
    if (!service || this.flow.isSubmittingRates) return;
    this.ended = null;
    if (!this.selection.readyFor(action)) {
      clearPendingAction(this.#deps.store, serviceBookingStateId(service.id));
      return;
    }
    if (!this.signedIn) {
      await signInFirst(this.#deps, {
        item: { itemId: service.id, itemType: 'Service' },
        state: this.selection.hostState(service),
        bookingStateId: serviceBookingStateId(service.id),
        action,
        pageUrl: this.#pageUrl,
      });
      return;
    }
    this.runningChanged(action);
    const { selection } = this;
    const { shell } = this.#deps;
    const startDay = selection.when.startDay;
    const run = await this.#deps.steps.run({
      action,
      service,
      marketId: this.marketId,
      place: this.#place ?? (trip.kind === 'trip' ? { itineraryId: trip.itineraryId, itemId: null } : null),
      newTrip: !this.#place && trip.kind === 'new',
      days: startDay ? { startDay, endDay: selection.when.endDay ?? startDay } : null,
      dates: itemDatesOf(service, selection.when),
      timeSlot: chosenSlot(service, selection.when),
      answers: selection.answerUpdates(service),
      productLine: (shell.productLine as never) ?? null,
      state: selection.hostState(service),
      promoCodes: selection.promoCodes,
      leadId: shell.lead?.leadId ?? null,
      ids: selection.ids,
    });
    this.finished(run);
  }

  private runningChanged(action: ServiceAction | null): void {
    this.running = action;
    this.applyFlow({ type: 'submitted' });
  }

  private applyFlow(event: RequestFlowEvent): void {
    this.flow = requestFlowTransition(this.flow, event);
  }

  private finished({ context, ended }: ServiceActionRun): void {
    this.context = context;
    const { action, result } = ended;
    this.running = null;
    this.#place = result.place;
    const { outcome } = result;
    if (E.isLeft(outcome)) {
      this.applyFlow({ type: 'failed' });
      this.ended = { kind: 'failure', action, error: reserveErrorOf(outcome.left) };
      return;
    }
    if (ended.action === 'add-to-trip') {
      // Only placed: the choices stay, and a request, reserve or save from this panel now
      // goes on with this item rather than adding the service again.
      const placed = ended.result.outcome as E.Right<PlacedService>;
      this.applyFlow({ type: 'succeeded', itineraryId: placed.right.itineraryId });
      this.ended = { kind: 'added', action: 'add-to-trip', placed: placed.right };
      return;
    }
    const booked = (ended.result.outcome as E.Right<BookingResult<ItineraryItem>>).right;
    this.applyFlow({ type: 'succeeded', itineraryId: booked.itinerary.objectId });
    if (!ended.cleared) return;
    this.ended = { kind: 'outcome', action, result: booked };
    // The booking is made: the next visit starts afresh (docs/product/flows.md#clearing-booking-state).
    this.selection.cleared();
    this.#place = this.itineraryId ? { itineraryId: this.itineraryId, itemId: null } : null;
  }

  endDismissed(): void {
    this.ended = null;
  }
}
