import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/analytics-sink.port.js';
import type { ServiceBookingOutcome } from '../../core/booking/request-service-status.js';
import { reserveService } from '../../core/booking/reserve-service.use-case.js';
import { ServiceBookingGateway } from '../../core/booking/service-booking-gateway.port.js';
import { ErrorReporter } from '../../core/errors/error-reporter.port.js';
import type { FieldValueUpdate } from '../../core/itinerary/field-value.entity.js';
import {
  answerText,
  answerUpdate,
  canChangeAnswers,
  isFieldShown,
  isTypedField,
} from '../../core/itinerary/item-answers.rule.js';
import type { ItemField } from '../../core/itinerary/item-field.entity.js';
import { listingItemPricing } from '../../core/itinerary/item-price-parts.rule.js';
import { canonicalItemStatus } from '../../core/itinerary/item-status.rule.js';
import { type StatusGuide, statusGuide } from '../../core/itinerary/item-status-label.rule.js';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import type { ItineraryItem } from '../../core/itinerary/itinerary-item.entity.js';
import { ItineraryItemGateway } from '../../core/itinerary/itinerary-item-gateway.port.js';
import {
  type ItineraryItemsEvent,
  type ItineraryItemsState,
  initialItineraryItemsState,
  itineraryItemsTransition,
} from '../../core/itinerary/itinerary-items-state.js';
import { canEditItinerary } from '../../core/itinerary/itinerary-owner.rule.js';
import type { ItinerarySummary } from '../../core/itinerary/itinerary-summary.entity.js';
import { loadTripContents } from '../../core/itinerary/load-trip-contents.use-case.js';
import { serviceItemBreakdown } from '../../core/itinerary/service-item-breakdown.rule.js';
import { applyFieldValues, submitItemFields } from '../../core/itinerary/submit-item-fields.use-case.js';
import { tripHomeViewed } from '../../core/itinerary/trip-home-viewed.rule.js';
import type { ListingItem } from '../../core/listing/listing-item.entity.js';
import { canReserveFromTrip } from '../../core/listing/listing-item-actions.rule.js';
import { ListingItemGateway } from '../../core/listing/listing-item-gateway.port.js';
import {
  type ListingPriceBreakdown,
  listingPriceBreakdown,
} from '../../core/pricing/listing-price-breakdown.rule.js';
import type { AppError } from '../../core/shared/app-error.js';
import { Clock } from '../../core/time/clock.port.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { type Deletion, type DeletionSettled, deleteRow } from './item-deletion.js';
import { homeRow, type ItemRow, serviceRow } from './item-rows.js';
import { TripHomes, type TripHomesDeps } from './trip-homes.js';

/** Which item an address names: a service (an itinerary item) or a home (a listing item). */
export interface ItemAddress {
  readonly itineraryId: string;
  readonly kind: 'service' | 'home';
  readonly itemId: string;
}

export type ItemDetailsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' }
  /** The owner removed it: the page says so and leads back to the trip. */
  | { readonly status: 'removed'; readonly name: string };

/** The owner's answers while they change them: what they typed, kept whole through a refusal. */
export interface AnswersEdit {
  readonly typed: Readonly<Record<string, string>>;
  readonly status: 'editing' | 'saving' | 'failed';
  readonly message: string | null;
}

/** A quoted service being reserved: confirmed first, then sent. */
export interface ServiceReservation {
  readonly status: 'confirming' | 'reserving' | 'failed';
  readonly message: string | null;
}

interface Deps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraryItems'>;
  readonly items: Pick<ItineraryItemGateway, 'removeItem' | 'updateItemFieldValues'>;
  readonly listingItems: Pick<
    ListingItemGateway,
    'listingItems' | 'removeListingItem' | 'updateListingItemFieldValues'
  > &
    TripHomesDeps['listingItems'];
  readonly bookings: Pick<ServiceBookingGateway, 'reserveService'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly analytics: Pick<AnalyticsSink, 'track'>;
  readonly shell: ShellViewModel;
}

const sameAddress = (a: ItemAddress | null, b: ItemAddress): boolean =>
  a !== null && a.itineraryId === b.itineraryId && a.kind === b.kind && a.itemId === b.itemId;

/**
 * /itineraries/{id}/items/{itemId} and /itineraries/{id}/listing-items/{listingItemId}: one
 * item of a trip, its answers, price, dates and status with what it means and what comes next
 * (docs/product/flows.md#item-status-guide). The trip and its items load as on the trip's page,
 * into the core's itinerary-items state, which this view-model holds and moves by its
 * transition. Only the trip's owner changes answers (while the status allows), reserves a
 * quoted item and removes one (docs/product/roles.md); a home's reserve and stay changes are
 * the trip's own home actions (TripHomes).
 */
@injectable()
export class ItemDetailsViewModel {
  state: ItemDetailsState = { status: 'loading' };
  items: ItineraryItemsState = initialItineraryItemsState;
  address: ItemAddress | null = null;
  answers: AnswersEdit | null = null;
  reservation: ServiceReservation | null = null;
  /** What a service's reserve told the guest (the confirmation of docs/product/errors.md#reserve-confirmations). */
  reserved: { readonly title: string; readonly message: string } | null = null;
  deletion: Deletion | null = null;
  readonly homes: TripHomes;
  readonly #deps: Deps;

  constructor(
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(ListingItemGateway) listingItems: Deps['listingItems'],
    @inject(ServiceBookingGateway) bookings: Deps['bookings'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AnalyticsSink) analytics: Deps['analytics'],
  ) {
    this.#deps = { itineraries, items, listingItems, bookings, errors, analytics, shell };
    this.homes = new TripHomes(
      { listingItems, errors, clock },
      {
        itinerary: () => this.itinerary,
        canEdit: () => this.canEdit,
        homeOf: (id) => this.items.listingItems.find((item) => item.objectId === id),
        homeUpdated: (listingItem, itinerary) =>
          this.apply({ type: 'listing-item-updated', listingItem, ...(itinerary ? { itinerary } : {}) }),
      },
    );
    makeAutoObservable(this, {
      state: observableRef,
      items: observableRef,
      address: observableRef,
      answers: observableRef,
      reservation: observableRef,
      reserved: observableRef,
      deletion: observableRef,
      homes: false,
    });
  }

  get itinerary(): ItinerarySummary | null {
    return this.state.status === 'ready' ? this.items.itinerary : null;
  }

  /** The trip's name, once loaded, even when the item is not (or no longer) on it. */
  get tripName(): string | null {
    return this.items.itinerary?.itineraryName || null;
  }

  /** Only the logged-in owner of the trip changes it; anyone else reads. */
  get canEdit(): boolean {
    const session = this.#deps.shell.session;
    return canEditItinerary(
      session.status === 'authenticated' ? session.user.objectId : null,
      this.itinerary?.user?.objectId,
    );
  }

  get service(): ItineraryItem | null {
    const address = this.address;
    if (this.state.status !== 'ready' || address?.kind !== 'service') return null;
    return this.items.items.find((item) => item.id === address.itemId) ?? null;
  }

  get home(): ListingItem | null {
    const address = this.address;
    if (this.state.status !== 'ready' || address?.kind !== 'home') return null;
    return this.items.listingItems.find((item) => item.objectId === address.itemId) ?? null;
  }

  /** The item as its row on the trip shows it: name, when, price, status. */
  get row(): ItemRow | null {
    const { service, home } = this;
    return service ? serviceRow(service) : home ? homeRow(home) : null;
  }

  get guide(): StatusGuide | null {
    const row = this.row;
    return row ? statusGuide(row.status, { isListing: row.kind === 'home' }) : null;
  }

  get fields(): readonly ItemField[] {
    return this.service?.fields ?? this.home?.fields ?? [];
  }

  /** The answers shown (docs/product/validation.md#service-pricing-and-fields). */
  get shownFields(): ItemField[] {
    return this.fields.filter(isFieldShown);
  }

  /** The fields the owner may answer now: typed ones, while the status allows. */
  get answerableFields(): ItemField[] {
    const row = this.row;
    if (!row || !this.canEdit || !canChangeAnswers(canonicalItemStatus(row.status))) return [];
    return this.fields.filter(isTypedField);
  }

  get breakdown(): ListingPriceBreakdown | null {
    const { service, home } = this;
    if (service) return serviceItemBreakdown(service);
    const pricing = home ? listingItemPricing(home) : null;
    if (!home || !pricing) return null;
    const startDate = home.checkInDate ?? home.startDate;
    const endDate = home.checkOutDate ?? home.endDate;
    return listingPriceBreakdown({
      pricing,
      stay: startDate && endDate ? { startDate, endDate } : null,
    });
  }

  /** A quoted service its owner may reserve here; a quoted home goes through `homes`. */
  get serviceReservable(): boolean {
    const service = this.service;
    return !!service?.serviceId && this.canEdit && canReserveFromTrip(canonicalItemStatus(service.status));
  }

  async pageOpened(address: ItemAddress): Promise<void> {
    if (sameAddress(this.address, address) && this.state.status !== 'failed') return;
    const reload = this.address?.itineraryId !== address.itineraryId || this.state.status !== 'ready';
    this.address = address;
    this.itemChanged();
    if (!reload) {
      this.state = this.row ? { status: 'ready' } : { status: 'not-found' };
      this.homeViewed();
      return;
    }
    this.state = { status: 'loading' };
    this.items = initialItineraryItemsState;
    this.homes.tripChanged();
    const loaded = await loadTripContents(this.#deps, address.itineraryId);
    if (!sameAddress(this.address, address)) return; // the guest moved on
    this.loaded(loaded);
  }

  private loaded(
    loaded: E.Either<AppError, [ItinerarySummary, readonly ItineraryItem[], readonly ListingItem[]]>,
  ): void {
    if (E.isLeft(loaded)) {
      this.state = { status: 'failed' };
      this.#deps.shell.errorRaised(loaded.left);
      return;
    }
    const [itinerary, items, listingItems] = loaded.right;
    this.apply({ type: 'loaded', itinerary, items, listingItems });
    this.state = { status: 'ready' };
    if (!this.row) this.state = { status: 'not-found' };
    this.homeViewed();
  }

  /** A home's details send their own event rather than a page view (docs/product/routes.md#page-views). */
  private homeViewed(): void {
    const home = this.home;
    const itinerary = this.itinerary;
    if (!home || !itinerary) return;
    const { event, properties } = tripHomeViewed(itinerary.objectId, home);
    this.#deps.analytics.track(event, properties);
  }

  answersEditClicked(): void {
    const fields = this.answerableFields;
    if (fields.length === 0 || this.answers) return;
    const typed = Object.fromEntries(fields.map((field) => [field.id, answerText(field)]));
    this.answers = { typed, status: 'editing', message: null };
  }

  answerTyped(fieldId: string, text: string): void {
    const answers = this.answers;
    if (!answers || answers.status === 'saving') return;
    this.answers = { ...answers, typed: { ...answers.typed, [fieldId]: text } };
  }

  answersCanceled(): void {
    if (this.answers?.status === 'saving') return;
    this.answers = null;
  }

  async answersSaved(): Promise<void> {
    const answers = this.answers;
    const itinerary = this.itinerary;
    if (!answers || answers.status === 'saving' || !itinerary) return;
    const updates: FieldValueUpdate[] = [];
    for (const field of this.answerableFields) {
      const typed = answers.typed[field.id] ?? '';
      if (typed.trim() === answerText(field).trim()) continue;
      const update = answerUpdate(field, typed);
      if (E.isLeft(update)) {
        this.answers = { ...answers, status: 'failed', message: update.left };
        return;
      }
      updates.push(update.right);
    }
    if (updates.length === 0) {
      this.answers = null;
      return;
    }
    this.answers = { ...answers, status: 'saving', message: null };
    const { service, home } = this;
    if (service) {
      const saved = await submitItemFields(this.#deps, {
        itineraryId: itinerary.objectId,
        item: service,
        updates,
      });
      this.serviceAnswersSettled(answers, service.id, saved);
    } else if (home) {
      const saved = await this.#deps.listingItems.updateListingItemFieldValues(
        itinerary.objectId,
        home.objectId,
        updates,
      );
      this.homeAnswersSettled(answers, home.objectId, saved);
    }
  }

  private serviceAnswersSettled(
    answers: AnswersEdit,
    itemId: string,
    saved: E.Either<AppError, ItineraryItem>,
  ) {
    if (E.isLeft(saved)) {
      // The host's words (docs/product/errors.md#item-operations); what was typed stays.
      this.apply({ type: 'field-submit-failed', itemId, message: saved.left.message });
      this.answers = { ...answers, status: 'failed', message: saved.left.message };
      return;
    }
    this.apply({ type: 'field-submit-succeeded', item: saved.right });
    this.answers = null;
  }

  private homeAnswersSettled(
    answers: AnswersEdit,
    homeId: string,
    saved: E.Either<AppError, readonly { objectId: string }[]>,
  ) {
    const home = this.items.listingItems.find((item) => item.objectId === homeId);
    if (E.isLeft(saved) || !home) {
      this.answers = {
        ...answers,
        status: 'failed',
        message: E.isLeft(saved) ? saved.left.message : 'This home is no longer on the trip.',
      };
      return;
    }
    const entries = saved.right as Parameters<typeof applyFieldValues>[1];
    this.apply({
      type: 'listing-item-updated',
      listingItem: { ...home, fields: applyFieldValues(home.fields, entries) },
    });
    this.answers = null;
  }

  reserveClicked(): void {
    if (!this.serviceReservable || this.reservation?.status === 'reserving') return;
    this.reservation = { status: 'confirming', message: null };
    this.reserved = null;
  }

  reserveCanceled(): void {
    if (this.reservation?.status === 'reserving') return;
    this.reservation = null;
  }

  async reserveConfirmed(): Promise<void> {
    const reservation = this.reservation;
    const service = this.service;
    const itinerary = this.itinerary;
    if (!reservation || reservation.status === 'reserving' || !service?.serviceId || !itinerary) return;
    this.reservation = { status: 'reserving', message: null };
    // Reserved at the concierge's quote: the item already holds the dates and price chosen.
    const reserved = await reserveService(this.#deps, {
      serviceId: service.serviceId,
      itemId: service.id,
      itineraryId: itinerary.objectId,
      params: {},
    });
    this.reserveSettled(service.id, reserved);
  }

  private reserveSettled(itemId: string, reserved: ServiceBookingOutcome): void {
    if (this.service?.id !== itemId) return; // the guest moved on to another item
    if (E.isLeft(reserved)) {
      this.reservation = { status: 'failed', message: reserved.left.message };
      return;
    }
    this.apply({ type: 'item-updated', item: reserved.right.item });
    this.reservation = null;
    const { title, message } = reserved.right.confirmation;
    this.reserved = { title, message };
  }

  deleteClicked(): void {
    const row = this.row;
    if (!row || !this.canEdit || !row.deletable) return;
    this.deletion = { status: 'confirming', row };
  }

  deleteCanceled(): void {
    if (this.deletion?.status === 'deleting') return;
    this.deletion = null;
  }

  async deleteConfirmed(): Promise<void> {
    const deletion = this.deletion;
    const itinerary = this.itinerary;
    if (!deletion || deletion.status === 'deleting' || !itinerary) return;
    this.deletion = { status: 'deleting', row: deletion.row };
    this.deletionSettled(deletion.row, await deleteRow(this.#deps, itinerary.objectId, deletion.row));
  }

  private deletionSettled(row: ItemRow, settled: DeletionSettled): void {
    this.deletion = settled.deletion;
    if (!settled.removed) return;
    this.apply({ type: 'item-removed', item: settled.removed });
    if (row.kind === 'home') this.homes.homeRemoved(row.id);
    this.state = { status: 'removed', name: row.name };
  }

  /** Another item is on screen: nothing of the last one stays open. */
  private itemChanged(): void {
    this.answers = null;
    this.reservation = null;
    this.reserved = null;
    this.deletion = null;
  }

  private apply(event: ItineraryItemsEvent): void {
    this.items = itineraryItemsTransition(this.items, event);
  }
}
