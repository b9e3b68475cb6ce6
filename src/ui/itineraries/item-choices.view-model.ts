import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { CHOOSE_QUANTITY } from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ItineraryItem, ItinerarySummary } from '../../core/itinerary/index.js';
import {
  defaultQuantity,
  ItineraryGateway,
  ItineraryItemGateway,
  ListingItemGateway,
  openServiceItemChoices,
  type SaveServiceItemChoicesDeps,
  type ServiceItemChoices,
  type ServiceItemChoicesSaved,
  saveServiceItemChoices,
  serviceItemChanges,
  type TripContents,
  tripDaysOf,
  widensTripNote,
} from '../../core/itinerary/index.js';
import type { ItemPriceEntry } from '../../core/pricing/index.js';
import { choiceOf, type PriceChoice, priceChoices } from '../../core/pricing/index.js';
import type { AvailabilityCalendar, Service, TimeSlot } from '../../core/service/index.js';
import {
  earliestServiceDay,
  meetingTime,
  NO_WHEN,
  ServiceGateway,
  type ServiceWhen,
  slotsOf,
  whenProblem,
} from '../../core/service/index.js';
import { Clock } from '../../core/time/index.js';
import type { ServicePriceChoosing } from '../booking/service-price-fields.js';
import type { ServiceWhenChoosing } from '../booking/service-when-fields.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';

/** The form's state: closed, reading the service, open (saving), or what stopped it. */
export type ItemChoicesState =
  | { readonly status: 'closed' }
  | { readonly status: 'opening' }
  | { readonly status: 'editing' | 'saving'; readonly message: string | null };

/** The item whose choices change, the trip it is on, and what to do with the trip read back. */
export interface ItemChoicesTarget {
  readonly itineraryId: string;
  readonly item: ItineraryItem;
  readonly trip: ItinerarySummary | null;
  readonly tripRead: (contents: TripContents) => void;
}

export const SAVED = 'Your new date and choice are saved.';
export const SAVED_NOT_SHOWN = 'Your changes were saved. Reload the page to see the new price.';

/**
 * A service item's dates and price choice changed on its details
 * (docs/product/flows.md#changing-a-service-item): opened with the service's rules and the
 * item's choices as they are, changed with the same fields as a new booking's panel, and saved
 * through saveServiceItemChoices; the trip read back replaces what the page shows. A refusal
 * keeps the form open with the host's words.
 */
@injectable()
export class ItemChoicesViewModel implements ServiceWhenChoosing, ServicePriceChoosing {
  state: ItemChoicesState = { status: 'closed' };
  service: Service | null = null;
  calendar: AvailabilityCalendar = { events: [] };
  when: ServiceWhen = NO_WHEN;
  entry: ItemPriceEntry | null = null;
  /** What the form asks for before it saves, in words. */
  needed: string | null = null;
  /** What the last save did, said once the form closed. */
  notice: string | null = null;
  #target: ItemChoicesTarget | null = null;
  readonly #deps: SaveServiceItemChoicesDeps & {
    services: ServiceGateway;
    errors: ErrorReporter;
    clock: Clock;
    shell: ShellViewModel;
  };

  constructor(
    @inject(ServiceGateway) services: ServiceGateway,
    @inject(ItineraryItemGateway) items: ItineraryItemGateway,
    @inject(ItineraryGateway) itineraries: ItineraryGateway,
    @inject(ListingItemGateway) listingItems: ListingItemGateway,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#deps = { services, items, itineraries, listingItems, errors, clock, shell };
    const refs = {
      state: observableRef,
      service: observableRef,
      calendar: observableRef,
      entry: observableRef,
    };
    makeAutoObservable(this, refs, { autoBind: true });
  }

  get zone(): string | null {
    return this.service?.timeZoneName ?? null;
  }

  get earliestDay(): string {
    return earliestServiceDay(this.#deps.clock.now(), this.service ?? {});
  }

  get slots(): readonly TimeSlot[] {
    return this.service ? slotsOf(this.service) : [];
  }

  get whenProblem(): string | null {
    const { service } = this;
    return service
      ? whenProblem(service, this.when, { earliestDay: this.earliestDay, calendar: this.calendar })
      : null;
  }

  get meetingTime(): string | null {
    return this.service ? meetingTime(this.service, this.when) : null;
  }

  get widensTrip(): string | null {
    return widensTripNote(tripDaysOf(this.#target?.trip ?? null), this.when);
  }

  get choices(): readonly PriceChoice[] {
    return priceChoices(this.service?.servicePricingConfig);
  }

  get choice(): PriceChoice | null {
    return choiceOf(this.choices, this.entry ?? undefined) ?? null;
  }

  get quantity(): number | null {
    if (!this.choice?.quantityLabel) return null;
    return this.entry?.quantity ?? defaultQuantity(this.choice.rateBasis, this.when);
  }

  /** The owner asked to change the item's date or choice: the service's rules are read first. */
  async changeClicked(target: ItemChoicesTarget): Promise<void> {
    if (this.state.status !== 'closed') return;
    this.#target = target;
    this.notice = null;
    this.state = { status: 'opening' };
    const session = this.#deps.shell;
    const opened = await openServiceItemChoices(this.#deps, {
      itineraryId: target.itineraryId,
      item: target.item,
      leadId: session.lead?.leadId ?? null,
      productLine: session.productLine,
    });
    if (this.#target !== target || this.state.status !== 'opening') return; // closed meanwhile
    this.opened(opened);
  }

  private opened(opened: E.Either<{ message: string }, ServiceItemChoices>): void {
    if (E.isLeft(opened)) {
      this.state = { status: 'editing', message: opened.left.message };
      return;
    }
    const { service, calendar, when, entry } = opened.right;
    Object.assign(this, { service, calendar, when, entry, needed: null });
    this.state = { status: 'editing', message: null };
  }

  daysChosen(startDay: string | null, endDay: string | null = null): void {
    this.when = { ...this.when, startDay: startDay || null, endDay: endDay || null };
    this.needed = null;
  }

  slotChosen(index: number): void {
    this.when = { ...this.when, slot: index };
    this.needed = null;
  }

  priceChosen(choice: PriceChoice): void {
    this.chose(choice, choice.quantityLabel ? (this.quantity ?? 1) : null);
  }

  /** A typed quantity: kept only when it is a whole number from 1 to 999, else asked again. */
  quantityChanged(text: string): void {
    const choice = this.choice;
    const count = Number(text);
    if (!choice) return;
    if (!Number.isInteger(count) || count < 1 || count > 999) {
      this.needed = CHOOSE_QUANTITY;
      return;
    }
    this.chose(choice, count);
  }

  private chose(choice: PriceChoice, quantity: number | null): void {
    const { pricingHeaderId, pricingOptionId, pricingConfigId } = choice;
    // The host prices the line itself (docs/host/pricing-integrity.md): no total is sent.
    this.entry = { pricingHeaderId, pricingOptionId, pricingConfigId, quantity, total: null };
    this.needed = null;
  }

  canceled(): void {
    if (this.state.status === 'saving') return;
    this.closed();
  }

  /** Another item is on screen, or the change is done: the form is closed. */
  closed(): void {
    this.state = { status: 'closed' };
    this.notice = null;
    this.#target = null;
    this.needed = null;
  }

  async saveClicked(): Promise<void> {
    const { service, state } = this;
    const target = this.#target;
    if (state.status !== 'editing' || !service || !target) return;
    if (this.needed) return;
    const changes = serviceItemChanges(target.item, service, this.when, this.entry);
    if (changes.dates && this.whenProblem) {
      this.needed = this.whenProblem;
      return;
    }
    this.state = { status: 'saving', message: null };
    const saved = await saveServiceItemChoices(this.#deps, {
      itineraryId: target.itineraryId,
      item: target.item,
      service,
      when: this.when,
      entry: this.entry,
    });
    this.settled(target, saved);
  }

  private settled(target: ItemChoicesTarget, saved: ServiceItemChoicesSaved): void {
    if (this.#target !== target) return; // closed, or another item opened meanwhile
    if (saved.status !== 'unchanged' && saved.contents) target.tripRead(saved.contents);
    if (saved.status === 'refused') {
      this.state = { status: 'editing', message: saved.message };
      return;
    }
    this.closed();
    if (saved.status === 'saved') this.notice = saved.contents ? SAVED : SAVED_NOT_SHOWN;
  }
}
