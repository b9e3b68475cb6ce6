import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import type { BookingState, ServiceAction } from '../../core/booking/index.js';
import {
  type BookingStateValues,
  bookingFieldSaved,
  bookingStateTransition,
  CHOOSE_PRICE,
  CHOOSE_QUANTITY,
  emptyBookingState,
  NO_CALENDAR,
  readBookingState,
  type ServiceBookingSurroundings,
  serviceActionBlocker,
  serviceBookingStateId,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { FieldValueUpdate, ItinerarySummary } from '../../core/itinerary/index.js';
import {
  answerProblem,
  answersAsState,
  answersFromState,
  defaultQuantity,
  type FieldAnswer,
  fieldUpdate,
  type TripDays,
  tripDaysOf,
  whenFromTrip,
  widensTripNote,
} from '../../core/itinerary/index.js';
import type { ItemPriceEntry } from '../../core/pricing/index.js';
import {
  choiceOf,
  type PriceChoice,
  priceChoices,
  type ServiceQuote,
  serviceQuote,
} from '../../core/pricing/index.js';
import type { PromoCode } from '../../core/promo/index.js';
import { toPromoDiscount } from '../../core/promo/index.js';
import type { AvailabilityCalendar, GroceryItem, Service, TimeSlot } from '../../core/service/index.js';
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
} from '../../core/service/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { Clock } from '../../core/time/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/**
 * What the guest chose on a service's panel, kept in its persisted booking state field by field
 * (docs/product/flows.md#service-booking): when (by the service's date field type, in its zone,
 * within the lead time and the calendar), what (the price choice and its quantity, the fields'
 * answers), the promo codes, the total shown before the guest commits, and what is still needed.
 */
@injectable()
export class ServiceSelection {
  service: Service | null = null;
  trip: ItinerarySummary | null = null;
  calendar: AvailabilityCalendar = NO_CALENDAR;
  groceries: readonly GroceryItem[] = [];
  booking: BookingStateValues = emptyBookingState();
  when: ServiceWhen = NO_WHEN;
  answers: Readonly<Record<string, FieldAnswer>> = {};
  /** What the guest must do before the action runs, in words. */
  needed: string | null = null;
  readonly #deps: { store: KeyValueStore; errors: ErrorReporter; shell: ShellViewModel; clock: Clock };

  constructor(
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(Clock) clock: Clock,
  ) {
    this.#deps = { store, errors, shell, clock };
    const refs = {
      service: observableRef,
      calendar: observableRef,
      groceries: observableRef,
      trip: observableRef,
    };
    makeAutoObservable(this, refs, { autoBind: true });
  }

  /** The booking state's storage ids: the service's, and the guest's when signed in. */
  get ids() {
    const user = this.#deps.shell.session;
    return {
      bookingStateId: this.service ? serviceBookingStateId(this.service.id) : null,
      userId: user.status === 'authenticated' ? user.user.objectId : null,
    };
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
  get tripDays(): TripDays | null {
    return tripDaysOf(this.trip);
  }

  get widensTrip(): string | null {
    return widensTripNote(this.tripDays, this.when);
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
    return defaultQuantity(this.choice.rateBasis, this.when);
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

  /** What the guest chose before is read back from the booking state; the promo field starts empty. */
  shown(service: Service): void {
    this.service = service;
    this.needed = null;
    this.booking = bookingStateTransition(this.booking, {
      type: 'opened',
      values: readBookingState(this.#deps, this.ids),
    });
    const { itemStartDate, itemEndDate, itemTimeSlot } = this.booking;
    this.when = whenFromItemDates(service, {
      itemStartDate,
      itemEndDate,
      slot: Object.keys(itemTimeSlot).length > 0 ? (itemTimeSlot as unknown as TimeSlot) : null,
    });
    this.answers = answersFromState(this.booking.pricingFields);
  }

  loaded({ trip, calendar, groceries }: ServiceBookingSurroundings): void {
    this.trip = trip;
    this.calendar = calendar;
    this.groceries = groceries;
    // The trip's dates are the default when nothing was chosen before, from its first open day on.
    const rules = { earliestDay: this.earliestDay, dateFieldType: this.service?.dateFieldType };
    const fromTrip = this.service ? whenFromTrip(this.tripDays, this.when, rules) : null;
    if (fromTrip) this.whenChanged(fromTrip);
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

  promoAdded(code: PromoCode): void {
    this.saveField('promoCodes', [...this.promoCodes, code]);
  }

  promoRemoved(objectId: string): void {
    this.saveField(
      'promoCodes',
      this.promoCodes.filter((code) => code.objectId !== objectId),
    );
  }

  /** Asks for what the action needs first (serviceActionBlocker); true when it may run. */
  readyFor(action: ServiceAction): boolean {
    this.needed = serviceActionBlocker(action, {
      bookable: this.bookable,
      whenProblem: this.whenProblem,
      dayChosen: !!this.when.startDay,
      hasPrices: this.choices.length > 0,
      priceChosen: !!this.choice,
      quantityMissing: !!this.choice?.quantityLabel && !this.quote,
      answersProblem: this.answersProblem,
    });
    return this.needed === null;
  }

  /** The typed answers as the item's field values, groceries resolved. */
  answerUpdates(service: Service): FieldValueUpdate[] {
    return (service.fields ?? []).flatMap((field) => {
      const update = fieldUpdate(field, this.answers[field.id], this.groceries);
      return update ? [update] : [];
    });
  }

  /** What the service's booking context holds: the when, the price, the answers and the codes. */
  hostState(service: Service): BookingState {
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

  /** The booking is made and its state removed from storage: the panel starts afresh too. */
  cleared(): void {
    this.booking = bookingStateTransition(this.booking, { type: 'cleared' });
  }

  private saveField<F extends keyof BookingStateValues>(field: F, value: unknown): void {
    this.booking = bookingFieldSaved(this.#deps, this.ids, this.booking, field, value);
  }
}
