import dayjs from 'dayjs';
import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  type AddServiceToTripResult,
  addServiceToTrip,
  type BookServiceResult,
  bookService,
  type PlacedService,
  type ServicePlace,
} from '../../core/booking/book-service.use-case.js';
import type { BookingState } from '../../core/booking/booking-state.entity.js';
import { type BookingStateValues, emptyBookingState } from '../../core/booking/booking-state-fields.rule.js';
import type { LocalBookingContext } from '../../core/booking/local-booking-context.entity.js';
import {
  clearPendingAction,
  readPendingAction,
  serviceBookingStateId,
} from '../../core/booking/pending-booking-action.rule.js';
import {
  bookingStateTransition,
  clearBookingState,
  readBookingState,
  saveBookingStateField,
} from '../../core/booking/persisted-booking-state.use-case.js';
import {
  initialRequestFlowState,
  type RequestFlowState,
} from '../../core/booking/request-flow-state.entity.js';
import { type RequestFlowEvent, requestFlowTransition } from '../../core/booking/request-flow-state.js';
import type { ReserveError } from '../../core/booking/reserve-error.rule.js';
import { ReserveOutcome } from '../../core/booking/reserve-outcome.entity.js';
import { type BookingResult, reserveErrorOf } from '../../core/booking/reserve-result.js';
import { isServiceAction, type ServiceAction } from '../../core/booking/service-actions.rule.js';
import { ServiceBookingGateway } from '../../core/booking/service-booking-gateway.port.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import { formatDate } from '../../core/formatting/date.format.js';
import {
  answerProblem,
  answersAsState,
  answersFromState,
  type FieldAnswer,
  fieldUpdate,
} from '../../core/itinerary/field-answers.rule.js';
import type { GroceryItem } from '../../core/itinerary/grocery-item.entity.js';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import type { ItineraryItem } from '../../core/itinerary/itinerary-item.entity.js';
import { ItineraryItemGateway } from '../../core/itinerary/itinerary-item-gateway.port.js';
import { type ItinerarySummary, itineraryDates } from '../../core/itinerary/itinerary-summary.entity.js';
import { ExternalNavigation } from '../../core/navigation/external-navigation.port.js';
import { NotificationSink } from '../../core/notifications/notification-sink.port.js';
import type { ItemPriceEntry } from '../../core/pricing/item-price-entry.entity.js';
import {
  choiceOf,
  type PriceChoice,
  priceChoices,
  type ServiceQuote,
  serviceQuote,
} from '../../core/pricing/service-quote.rule.js';
import type { PromoCode } from '../../core/promo/promo-code.entity.js';
import { toPromoDiscount } from '../../core/promo/promo-code.entity.js';
import type { AvailabilityCalendar } from '../../core/service/availability-calendar.entity.js';
import type { Service } from '../../core/service/service.entity.js';
import { ServiceGateway } from '../../core/service/service-gateway.port.js';
import {
  chosenSlot,
  earliestServiceDay,
  itemDatesOf,
  meetingTime,
  NO_WHEN,
  type ServiceWhen,
  slotsOf,
  whenFromItemDates,
  whenProblem,
} from '../../core/service/service-when.rule.js';
import type { TimeSlot } from '../../core/service/time-slot.entity.js';
import { AppConfig } from '../../core/shared/app-config.js';
import { KeyValueStore } from '../../core/storage/key-value-store.port.js';
import { Clock } from '../../core/time/clock.port.js';
import { BookingContextsViewModel } from '../booking/booking-contexts.view-model.js';
import { signInFirst } from '../booking/sign-in-first.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { ServicePromo } from './service-promo.js';

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

export const CHOOSE_PRICE = 'Choose what you would like to book.';
export const CHOOSE_QUANTITY = 'Enter how many: a whole number from 1.';
export const NOT_BOOKABLE =
  'This service is arranged by your concierge: request a price and they will be in touch.';

const NO_CALENDAR: AvailabilityCalendar = { events: [] };

/**
 * A service's booking panel (docs/product/flows.md#service-booking): when (by the service's
 * date field type, in its zone, within the lead time and the calendar), what (the price choice
 * and its quantity, the service's fields), the total before the guest commits, promo codes,
 * and request price, reserve and save for later through the service's booking context and its
 * persisted booking state. A signed-out guest's action waits for the portal as a home's does.
 */
@injectable()
export class ServiceBookingViewModel {
  service: Service | null = null;
  marketId = '';
  itineraryId: string | null = null;
  trip: ItinerarySummary | null = null;
  calendar: AvailabilityCalendar = NO_CALENDAR;
  groceries: readonly GroceryItem[] = [];
  booking: BookingStateValues = emptyBookingState();
  when: ServiceWhen = NO_WHEN;
  answers: Readonly<Record<string, FieldAnswer>> = {};
  running: ServiceAction | null = null;
  /** The request in flight and the trip it landed on (docs/product/flows.md#request-flow). */
  flow: RequestFlowState = initialRequestFlowState;
  /** The service's booking context as the panel last saved it: its local form and the host's id. */
  context: LocalBookingContext | null = null;
  ended: ServiceActionEnd | null = null;
  /** What the guest must do before the action runs, in words. */
  needed: string | null = null;
  readonly promo: ServicePromo;
  #place: ServicePlace | null = null;
  #pageUrl = '';
  #shown: string | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(ServiceGateway) services: Deps['services'],
    @inject(ServiceBookingGateway) bookings: Deps['bookings'],
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(NotificationSink) notifications: NotificationSink,
    @inject(ExternalNavigation) navigation: ExternalNavigation,
    @inject(AppConfig) config: AppConfig,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
    @inject(Clock) clock: Clock,
    @inject(ServicePromo) promo: ServicePromo,
  ) {
    this.#deps = {
      services,
      bookings,
      itineraries,
      items,
      store,
      errors,
      notifications,
      navigation,
      config,
      shell,
      contexts,
      clock,
    };
    this.promo = promo;
    makeAutoObservable(
      this,
      {
        service: observableRef,
        calendar: observableRef,
        groceries: observableRef,
        ended: observableRef,
        trip: observableRef,
        context: observableRef,
      },
      { autoBind: true },
    );
  }

  get #ids() {
    const user = this.#deps.shell.session;
    return {
      bookingStateId: this.service ? serviceBookingStateId(this.service.id) : null,
      userId: user.status === 'authenticated' ? user.user.objectId : null,
    };
  }

  get signedIn(): boolean {
    return this.#deps.shell.isLoggedIn;
  }

  get zone(): string | null {
    return this.service?.timeZoneName ?? null;
  }

  /** The first day the lead time allows, in the service's zone. */
  get earliestDay(): string {
    return earliestServiceDay(this.#deps.clock.now(), this.service ?? {});
  }

  get slots(): readonly TimeSlot[] {
    return this.service ? slotsOf(this.service) : [];
  }

  get meetingTime(): string | null {
    return this.service ? meetingTime(this.service, this.when) : null;
  }

  /** Why the chosen when cannot be booked, or null. */
  get whenProblem(): string | null {
    return this.service
      ? whenProblem(this.service, this.when, { earliestDay: this.earliestDay, calendar: this.calendar })
      : null;
  }

  /** The trip's dates ('YYYY-MM-DD'), when the page opened from a trip that has them. */
  get tripDays(): { readonly startDay: string; readonly endDay: string } | null {
    if (!this.trip) return null;
    const { arrivalDate, departureDate } = itineraryDates(this.trip);
    return arrivalDate && departureDate
      ? { startDay: arrivalDate.slice(0, 10), endDay: departureDate.slice(0, 10) }
      : null;
  }

  /** Said before the guest commits: the chosen days fall outside the trip, which will grow to hold them. */
  get widensTrip(): string | null {
    const trip = this.tripDays;
    const { startDay } = this.when;
    if (!trip || !startDay) return null;
    const endDay = this.when.endDay ?? startDay;
    if (startDay >= trip.startDay && endDay <= trip.endDay) return null;
    return `Your trip runs ${formatDate(trip.startDay, 'longDateUnpadded')} to ${formatDate(trip.endDay, 'longDateUnpadded')}: this date is outside it, so the trip's dates will widen to include it.`;
  }

  get choices(): readonly PriceChoice[] {
    return priceChoices(this.service?.servicePricingConfig);
  }

  get entry(): Partial<ItemPriceEntry> | undefined {
    return (this.booking.itineraryItemPricing[0] ?? undefined) as Partial<ItemPriceEntry> | undefined;
  }

  /** The chosen price: the stored one, else the only one on offer. */
  get choice(): PriceChoice | null {
    const chosen = choiceOf(this.choices, this.entry);
    if (chosen) return chosen;
    return this.choices.length === 1 ? (this.choices[0] ?? null) : null;
  }

  /** How many (hours, days, people) for a rate per unit: the stored number, else one per day of a range. */
  get quantity(): number | null {
    if (!this.choice?.quantityLabel) return null;
    const stored = this.entry?.quantity;
    if (stored != null && choiceOf(this.choices, this.entry)) return stored;
    const { startDay, endDay } = this.when;
    const days = startDay && endDay ? dayjs(endDay).diff(dayjs(startDay), 'day') : 0;
    return this.choice.rateBasis === 'day' && days > 0 ? days : 1;
  }

  get promoCodes(): readonly PromoCode[] {
    return (this.booking.promoCodes ?? []) as readonly PromoCode[];
  }

  /** The total the host will compute, shown before the guest commits. */
  get quote(): ServiceQuote | null {
    const { service, choice } = this;
    if (!service || !choice) return null;
    return serviceQuote({
      pricing: service.servicePricingConfig,
      choice,
      quantity: this.quantity,
      promos: this.promoCodes.flatMap((code) => {
        const discount = toPromoDiscount(code);
        return discount ? [discount] : [];
      }),
      coordinationFeePercent: service.coordinationFee,
    });
  }

  /** The first answer that cannot be sent as typed, in words, or null. */
  get answersProblem(): string | null {
    for (const field of this.service?.fields ?? []) {
      const problem = answerProblem(field, this.answers[field.id]);
      if (problem) return problem;
    }
    return null;
  }

  get bookable(): boolean {
    return this.service?.isBookable !== false;
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
    const trip = itineraryId ? await this.#deps.itineraries.guestItinerary(itineraryId) : null;
    const needsGroceries = service.fields.some((field) => field.type === 'groceryList');
    const [calendar, groceries] = await Promise.all([
      this.#deps.services.availabilityCalendar(service.id),
      needsGroceries
        ? this.#deps.services.groceryItems()
        : Promise.resolve(E.right([] as readonly GroceryItem[])),
      this.#deps.contexts.ready(this.signedIn),
    ]);
    if (this.#shown !== key) return;
    if (E.isLeft(calendar))
      this.#deps.errors.report(calendar.left, { during: 'loading a service’s calendar' });
    if (E.isLeft(groceries)) this.#deps.errors.report(groceries.left, { during: 'loading grocery items' });
    this.loaded(
      trip && E.isRight(trip) ? trip.right : null,
      E.isRight(calendar) ? calendar.right : NO_CALENDAR,
      E.isRight(groceries) ? groceries.right : [],
    );
    const pending = readPendingAction(this.#deps.store, serviceBookingStateId(service.id), isServiceAction);
    if (pending && this.signedIn) await this.chose(pending);
  }

  private shown(service: Service, marketId: string, itineraryId: string | null): void {
    this.service = service;
    this.marketId = marketId;
    this.itineraryId = itineraryId;
    this.#place = itineraryId ? { itineraryId, itemId: null } : null;
    this.ended = null;
    this.needed = null;
    this.booking = bookingStateTransition(this.booking, {
      type: 'opened',
      values: readBookingState(this.#deps, this.#ids),
    });
    const { itemStartDate, itemEndDate, itemTimeSlot } = this.booking;
    this.when = whenFromItemDates(service, {
      itemStartDate,
      itemEndDate,
      slot: Object.keys(itemTimeSlot).length > 0 ? (itemTimeSlot as unknown as TimeSlot) : null,
    });
    this.answers = answersFromState(this.booking.pricingFields);
    this.promo.reset();
  }

  private loaded(
    trip: ItinerarySummary | null,
    calendar: AvailabilityCalendar,
    groceries: readonly GroceryItem[],
  ) {
    this.trip = trip;
    this.calendar = calendar;
    this.groceries = groceries;
    // The trip's dates are the default when nothing was chosen before, from its first open day on.
    const days = this.tripDays;
    if (!this.when.startDay && days && this.service) {
      const startDay = days.startDay < this.earliestDay ? this.earliestDay : days.startDay;
      if (startDay <= days.endDay) {
        const range = this.service.dateFieldType === 'Date Range';
        this.whenChanged({
          ...this.when,
          startDay,
          endDay: range && days.endDay > startDay ? days.endDay : null,
        });
      }
    }
  }

  /** The guest picked a day (or the first and last days of a range). */
  daysChosen(startDay: string | null, endDay: string | null = null): void {
    this.whenChanged({ ...this.when, startDay: startDay || null, endDay: endDay || null });
  }

  slotChosen(index: number): void {
    this.whenChanged({ ...this.when, slot: index });
  }

  private whenChanged(when: ServiceWhen): void {
    this.when = when;
    if (this.needed && this.needed !== this.whenProblem) this.needed = null;
    const service = this.service;
    if (!service) return;
    const dates = itemDatesOf(service, when);
    this.saveField('itemStartDate', dates.itemStartDate);
    this.saveField('itemEndDate', dates.itemEndDate);
    this.saveField('itemTimeSlot', chosenSlot(service, when) ?? {});
  }

  priceChosen(choice: PriceChoice): void {
    this.savePrice(choice, choice.quantityLabel ? (this.quantity ?? 1) : null);
  }

  /** A typed quantity: kept as typed only when it is a whole number from 1, else asked again. */
  quantityChanged(text: string): void {
    const choice = this.choice;
    if (!choice) return;
    const count = Number(text);
    if (!Number.isInteger(count) || count < 1 || count > 999) {
      this.needed = CHOOSE_QUANTITY;
      return;
    }
    if (this.needed === CHOOSE_QUANTITY) this.needed = null;
    this.savePrice(choice, count);
  }

  private savePrice(choice: PriceChoice, quantity: number | null): void {
    if (this.needed === CHOOSE_PRICE) this.needed = null;
    const { pricingHeaderId, pricingOptionId, pricingConfigId } = choice;
    this.saveField('itineraryItemPricing', [{ pricingHeaderId, pricingOptionId, pricingConfigId, quantity }]);
  }

  answered(fieldId: string, answer: FieldAnswer): void {
    this.answers = { ...this.answers, [fieldId]: answer };
    this.saveField('pricingFields', answersAsState(this.answers));
  }

  /** Checks a typed code with the host (type 'Services + Experiences'); an accepted one joins the codes. */
  async promoApplied(): Promise<void> {
    const service = this.service;
    if (!service) return;
    const dates = itemDatesOf(service, this.when);
    const code = await this.promo.applied({
      userId: this.#ids.userId,
      subtotal: this.quote?.subtotal ?? null,
      applied: this.promoCodes,
      serviceId: service.id,
      startDate: dates.itemStartDate ?? null,
      endDate: dates.itemEndDate ?? dates.itemStartDate ?? null,
    });
    if (code) this.saveField('promoCodes', [...this.promoCodes, code]);
  }

  promoRemoved(objectId: string): void {
    this.saveField(
      'promoCodes',
      this.promoCodes.filter((code) => code.objectId !== objectId),
    );
  }

  /** What stops the action before anything is sent, in words, or null. */
  private blocker(action: ServiceAction): string | null {
    if (action === 'reserve' && !this.bookable) return NOT_BOOKABLE;
    const when = this.whenProblem;
    // A price request, or a service only put on the trip, needs no date or price yet: the
    // concierge asks, or the guest decides later; a date chosen must still be possible.
    const open = action === 'request-price' || action === 'add-to-trip';
    if (when && (!open || this.when.startDay)) return when;
    if (!open && this.choices.length > 0 && !this.choice) return CHOOSE_PRICE;
    if (!open && this.choice?.quantityLabel && !this.quote) return CHOOSE_QUANTITY;
    return this.answersProblem;
  }

  /** The guest chose an action: what it needs first is asked for, then it runs. */
  async chose(action: ServiceAction): Promise<void> {
    const service = this.service;
    // One request at a time: a second would put the service on the trip twice.
    if (!service || this.flow.isSubmittingRates) return;
    this.ended = null;
    this.needed = this.blocker(action);
    if (this.needed) {
      clearPendingAction(this.#deps.store, serviceBookingStateId(service.id));
      return;
    }
    if (!this.signedIn) {
      await signInFirst(this.#deps, {
        item: this.item(service),
        state: this.hostState(service),
        bookingStateId: serviceBookingStateId(service.id),
        action,
        pageUrl: this.#pageUrl,
      });
      return;
    }
    await this.run(service, action);
  }

  private async run(service: Service, action: ServiceAction): Promise<void> {
    this.runningChanged(action);
    const state = this.hostState(service);
    const saved = await this.#deps.contexts.saved(this.item(service), state, { anonymous: false });
    this.contextSaved({
      id: serviceBookingStateId(service.id),
      ...this.item(service),
      bookingState: state,
      objectId: E.isRight(saved) ? saved.right.objectId : null,
    });
    const dates = itemDatesOf(service, this.when);
    const startDay = this.when.startDay;
    const shell = this.#deps.shell;
    const answers = (service.fields ?? []).flatMap((field) => {
      const update = fieldUpdate(field, this.answers[field.id], this.groceries);
      return update ? [update] : [];
    });
    const placement = {
      service,
      marketId: this.marketId,
      place: this.#place,
      days: startDay ? { startDay, endDay: this.when.endDay ?? startDay } : null,
      dates,
      timeSlot: chosenSlot(service, this.when),
      answers,
      productLine: (shell.productLine as never) ?? null,
    };
    if (action === 'add-to-trip') {
      const added = await addServiceToTrip(this.#deps, {
        ...placement,
        params: { leadId: shell.lead?.leadId ?? null },
      });
      clearPendingAction(this.#deps.store, serviceBookingStateId(service.id));
      this.finished(action, added);
      return;
    }
    const result = await bookService(this.#deps, {
      ...placement,
      action,
      params: {
        itemBookingContext: this.context?.objectId ?? null,
        itineraryItemPricing: this.quote ? [this.quote.entry] : null,
        promoCodes: [...this.promoCodes],
        leadId: shell.lead?.leadId ?? null,
        productLine: (shell.productLine as never) ?? null,
      },
    });
    clearPendingAction(this.#deps.store, serviceBookingStateId(service.id));
    if (E.isRight(result.outcome) && action === 'reserve' && this.promoCodes.length > 0) {
      await this.promo.redeemed(result.outcome.right, this.promoCodes);
    }
    this.finished(action, result);
  }

  private runningChanged(action: ServiceAction | null): void {
    this.running = action;
    this.applyFlow({ type: 'submitted' });
  }

  private contextSaved(context: LocalBookingContext): void {
    this.context = context;
  }

  private applyFlow(event: RequestFlowEvent): void {
    this.flow = requestFlowTransition(this.flow, event);
  }

  private finished(action: 'add-to-trip', result: AddServiceToTripResult): void;
  private finished(action: ServiceAction, result: BookServiceResult): void;
  private finished(action: ServiceAction, result: BookServiceResult | AddServiceToTripResult): void {
    this.running = null;
    this.#place = result.place;
    if (result.widened) {
      const { arrivalDate, departureDate } = itineraryDates(result.widened);
      this.#deps.notifications.notify({
        tone: 'info',
        title: 'Your trip’s dates changed',
        message: `The trip now runs ${formatDate(arrivalDate, 'longDateUnpadded')} to ${formatDate(departureDate, 'longDateUnpadded')} to include this service.`,
      });
    }
    const { outcome } = result;
    if (E.isLeft(outcome)) {
      this.applyFlow({ type: 'failed' });
      this.ended = { kind: 'failure', action, error: reserveErrorOf(outcome.left) };
      return;
    }
    const ended = outcome.right;
    if ('itemId' in ended) {
      // Only placed: the choices stay, and a request, reserve or save from this panel now
      // goes on with this item rather than adding the service again.
      this.applyFlow({ type: 'succeeded', itineraryId: ended.itineraryId });
      this.ended = { kind: 'added', action: 'add-to-trip', placed: ended };
      return;
    }
    this.applyFlow({ type: 'succeeded', itineraryId: ended.itinerary.objectId });
    // The outcome is the core's table's; decoding it again guards the dialog against a new one.
    if (!ReserveOutcome.is(ended.outcome)) return;
    this.ended = { kind: 'outcome', action, result: ended };
    // The booking is made: the next visit starts afresh (docs/product/flows.md#clearing-booking-state).
    clearBookingState(this.#deps, this.#ids);
    this.booking = bookingStateTransition(this.booking, { type: 'cleared' });
    this.#place = this.itineraryId ? { itineraryId: this.itineraryId, itemId: null } : null;
  }

  endDismissed(): void {
    this.ended = null;
  }

  private item(service: Service) {
    return { itemId: service.id, itemType: 'Service' as const };
  }

  /** What the service's booking context holds: the when, the price, the answers and the codes. */
  private hostState(service: Service): BookingState {
    const dates = itemDatesOf(service, this.when);
    return {
      itemStartDate: dates.itemStartDate ?? null,
      itemEndDate: dates.itemEndDate ?? null,
      itemTimeSlot: chosenSlot(service, this.when),
      itineraryItemPricing: this.quote ? [this.quote.entry] : null,
      pricingFields: answersAsState(this.answers),
      promoCodes: [...this.promoCodes],
    };
  }

  private saveField<F extends keyof BookingStateValues>(field: F, value: unknown): void {
    const saved = saveBookingStateField(this.#deps, this.#ids, field, value);
    if (E.isRight(saved)) {
      this.booking = bookingStateTransition(this.booking, {
        type: 'field-saved',
        field,
        value: saved.right,
      } as never);
    }
  }
}

interface Deps {
  readonly services: Pick<ServiceGateway, 'availabilityCalendar' | 'groceryItems'>;
  readonly bookings: Pick<
    ServiceBookingGateway,
    'requestServicePrice' | 'reserveService' | 'saveServiceForLater'
  >;
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraries' | 'createItinerary'>;
  readonly items: Pick<ItineraryItemGateway, 'addService' | 'updateItemFieldValues'>;
  readonly store: KeyValueStore;
  readonly errors: ErrorReporter;
  readonly notifications: NotificationSink;
  readonly navigation: ExternalNavigation;
  readonly config: AppConfig;
  readonly shell: ShellViewModel;
  readonly contexts: BookingContextsViewModel;
  readonly clock: Clock;
}
