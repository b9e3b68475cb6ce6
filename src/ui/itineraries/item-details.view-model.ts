import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { AnalyticsSink } from '../../core/analytics/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import {
  canChangeAnswers,
  canEditItinerary,
  canonicalItemStatus,
  ItineraryGateway,
  type ItineraryItem,
  ItineraryItemGateway,
  type ItineraryItemsEvent,
  type ItineraryItemsState,
  type ItinerarySummary,
  initialItineraryItemsState,
  isFieldShown,
  isTypedField,
  itemPriceBreakdown,
  itineraryItemsTransition,
  type ListingItem,
  ListingItemGateway,
  loadTripContents,
  type StatusGuide,
  statusGuide,
  type TripContents,
  tripHomeViewed,
} from '../../core/itinerary/index.js';
import type { ListingPriceBreakdown } from '../../core/pricing/index.js';
import type { ItemField } from '../../core/service/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { tripNotShown } from '../components/trip-page-gate.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { type ItemAddress, type ItemDetailsState, sameAddress } from './item-address.js';
import { ItemAnswersEdit } from './item-answers-edit.js';
import { ItemDeletion } from './item-deletion.js';
import { homeRow, type ItemRow, serviceRow } from './item-rows.js';
import { TripHomes, type TripHomesDeps } from './trip-homes.js';
import { itemsHost, TripItemSteps } from './trip-item-steps.js';

interface Deps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraryItems'>;
  readonly items: Pick<ItineraryItemGateway, 'removeItem' | 'updateItemFieldValues'>;
  readonly listingItems: Pick<
    ListingItemGateway,
    'listingItems' | 'removeListingItem' | 'updateListingItemFieldValues'
  > &
    TripHomesDeps['listingItems'];
  readonly errors: Pick<ErrorReporter, 'report'>;
  readonly analytics: Pick<AnalyticsSink, 'track'>;
  readonly shell: ShellViewModel;
}

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
  /** The owner changing the item's answers. */
  readonly answers: ItemAnswersEdit;
  /**
   * The booking steps its status allows (docs/product/flows.md#finishing-from-the-trip), as on
   * its row of the trip; a quoted home's reserve goes through `homes`.
   */
  readonly steps: TripItemSteps;
  /** The owner removing the item. */
  readonly deletion: ItemDeletion;
  /** A home's reserve and stay changes: the trip's own home actions. */
  readonly homes: TripHomes;
  readonly #deps: Deps;

  constructor(
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(ListingItemGateway) listingItems: Deps['listingItems'],
    @inject(TripItemSteps) steps: TripItemSteps,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(AnalyticsSink) analytics: Deps['analytics'],
  ) {
    this.#deps = { itineraries, items, listingItems, errors, analytics, shell };
    const homeOf = (id: string) => this.items.listingItems.find((item) => item.objectId === id);
    this.homes = new TripHomes(
      { listingItems, errors, clock },
      {
        itinerary: () => this.itinerary,
        canEdit: () => this.canEdit,
        homeOf,
        homeUpdated: (listingItem, itinerary) =>
          this.apply({ type: 'listing-item-updated', listingItem, ...(itinerary ? { itinerary } : {}) }),
      },
    );
    const itineraryId = () => this.itinerary?.objectId ?? null;
    const applied = (event: ItineraryItemsEvent) => this.apply(event);
    this.answers = new ItemAnswersEdit(this.#deps, {
      itineraryId,
      service: () => this.service,
      home: () => this.home,
      fields: () => this.answerableFields,
      homeOf,
      applied,
    });
    this.steps = steps;
    steps.attached(itemsHost(this, applied));
    this.deletion = new ItemDeletion(this.#deps, {
      itineraryId,
      canEdit: () => this.canEdit,
      removed: (row, item) => {
        this.apply({ type: 'item-removed', item });
        if (row.kind === 'home') this.homes.homeRemoved(row.id);
        this.steps.itemRemoved(row.id);
        this.state = { status: 'removed', name: row.name };
      },
    });
    const parts = { answers: false, steps: false, deletion: false, homes: false } as const;
    const refs = { state: observableRef, items: observableRef, address: observableRef } as const;
    makeAutoObservable(this, { ...refs, ...parts }, { autoBind: true });
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
    return service ? itemPriceBreakdown({ service }) : home ? itemPriceBreakdown({ home }) : null;
  }

  /** The trip as the host holds it after a change made here (the item's date or price choice). */
  tripRead([itinerary, items, listingItems]: TripContents): void {
    this.apply({ type: 'loaded', itinerary, items, listingItems });
  }

  async pageOpened(address: ItemAddress): Promise<void> {
    const shown = this.state.status !== 'failed' && this.state.status !== 'refused';
    if (sameAddress(this.address, address) && shown) return;
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

  private loaded(loaded: E.Either<AppError, TripContents>): void {
    if (E.isLeft(loaded)) {
      this.state = tripNotShown(this.#deps.shell, loaded.left);
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

  /** Another item is on screen: nothing of the last one stays open. */
  private itemChanged(): void {
    this.answers.closed();
    this.steps.closed();
    this.deletion.closed();
  }

  private apply(event: ItineraryItemsEvent): void {
    this.items = itineraryItemsTransition(this.items, event);
  }
}
