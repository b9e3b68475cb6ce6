import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { ItineraryItem, ItinerarySummary, ListingItem } from '../../core/itinerary/index.js';
import {
  canEditItinerary,
  ItineraryGateway,
  ItineraryItemGateway,
  type ItineraryItemsEvent,
  type ItineraryItemsState,
  initialItineraryItemsState,
  itineraryItemsTransition,
  ListingItemGateway,
  loadTripContents,
  overlappingHomes,
  overlapWords,
  type TripTotal,
  tripTotal,
} from '../../core/itinerary/index.js';
import type { AppError } from '../../core/shared/index.js';
import { Clock } from '../../core/time/index.js';
import { type TripNotShown, TripPageGate } from '../components/trip-page-gate.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { ItemDeletion } from './item-deletion.js';
import { type HomeRow, homeRow, type ItemRow, itineraryOrder, serviceRow } from './item-rows.js';
import { type TripHome, tripDates, tripHome } from './trip-card.js';
import { TripHomes, type TripHomesDeps } from './trip-homes.js';
import { itemsHost, TripItemSteps } from './trip-item-steps.js';

export type ItineraryState = { readonly status: 'loading' } | { readonly status: 'ready' } | TripNotShown;

interface Deps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraryItems'>;
  readonly items: Pick<ItineraryItemGateway, 'removeItem'>;
  readonly listingItems: Pick<ListingItemGateway, 'listingItems' | 'removeListingItem'> &
    TripHomesDeps['listingItems'];
  readonly shell: ShellViewModel;
}

/**
 * /itineraries/{itineraryId}: one trip with its homes and services. The trip, its service
 * items and its home items load side by side; any of them failing is a page-load error
 * (docs/product/errors.md#load-failures), an unknown trip the host's 404. The items are the
 * core's itinerary-items state, which this view-model holds and moves by its transition;
 * only the trip's owner removes items and acts on its homes (docs/product/roles.md), whose
 * actions (`homes`) hand each result back here.
 */
@injectable()
export class ItineraryViewModel {
  state: ItineraryState = { status: 'loading' };
  items: ItineraryItemsState = initialItineraryItemsState;
  /** Removing an item, once its owner confirms. */
  readonly deletion: ItemDeletion;
  /** The owner's actions on the trip's homes: a new stay, a reserve. */
  readonly homes: TripHomes;
  /** The booking steps of every item, on its row (docs/product/flows.md#finishing-from-the-trip). */
  readonly steps: TripItemSteps;
  /** Who may see the trip, and which trip was asked for last. */
  readonly gate: TripPageGate;
  readonly #deps: Deps;

  constructor(
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ItineraryItemGateway) items: Deps['items'],
    @inject(ListingItemGateway) listingItems: Deps['listingItems'],
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(Clock) clock: Clock,
    @inject(TripItemSteps) steps: TripItemSteps,
  ) {
    this.#deps = { itineraries, items, listingItems, shell };
    this.gate = new TripPageGate(shell);
    this.steps = steps;
    steps.attached(itemsHost(this, (event) => this.apply(event)));
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
    this.deletion = new ItemDeletion(this.#deps, {
      itineraryId: () => this.itinerary?.objectId ?? null,
      canEdit: () => this.canEdit,
      removed: (row, item) => {
        this.apply({ type: 'item-removed', item });
        if (row.kind === 'home') this.homes.homeRemoved(row.id);
        this.steps.itemRemoved(row.id);
      },
    });
    // Replaced whole, never changed in place: no need to watch inside them.
    const parts = { homes: false, deletion: false, steps: false, gate: false } as const;
    makeAutoObservable(this, { state: observableRef, items: observableRef, ...parts });
  }

  get itinerary(): ItinerarySummary | null {
    return this.state.status === 'ready' ? this.items.itinerary : null;
  }

  /** Only the logged-in owner of the trip changes it. */
  get canEdit(): boolean {
    const session = this.#deps.shell.session;
    const owner = this.itinerary?.user?.objectId;
    return canEditItinerary(session.status === 'authenticated' ? session.user.objectId : null, owner);
  }

  get dates(): string {
    return this.itinerary ? tripDates(this.itinerary) : '';
  }

  get homeRows(): HomeRow[] {
    return itineraryOrder(this.items.listingItems).map(homeRow);
  }

  get serviceRows(): ItemRow[] {
    return itineraryOrder(this.items.items).map(serviceRow);
  }

  /**
   * Homes whose nights overlap another's on this trip, in words saying which one is meant to
   * stay (docs/product/flows.md#overlapping-homes), by home (listing item) id.
   */
  get overlaps(): ReadonlyMap<string, string> {
    const rows = this.homeRows;
    const flags = overlappingHomes(
      this.items.listingItems.map((item) => ({
        id: item.objectId,
        name: rows.find((row) => row.id === item.objectId)?.name ?? 'Your home',
        status: item.status,
        checkIn: item.checkInDate ?? item.startDate ?? null,
        checkOut: item.checkOutDate ?? item.endDate ?? null,
      })),
    );
    const name = (id: string) => rows.find((row) => row.id === id)?.name ?? 'another home';
    return new Map([...flags].map(([id, overlap]) => [id, overlapWords(id, overlap, name)]));
  }

  /** The whole trip's price (docs/product/flows.md#trip-total), as its items stand now. */
  get total(): TripTotal {
    return tripTotal({ services: this.items.items, homes: this.items.listingItems });
  }

  /** The home the trip is built around, when no home item stands for it. */
  get tripHome(): TripHome | null {
    const itinerary = this.itinerary;
    if (!itinerary?.property) return null;
    const home = itinerary.property.objectId;
    const listed = this.items.listingItems.some((item) => item.listing?.objectId === home);
    return listed ? null : tripHome(itinerary);
  }

  /** The item the address points at (?item=), highlighted once the trip is in. */
  get chosenItemId(): string | null {
    return this.items.activeItem?.id ?? null;
  }

  async pageOpened(itineraryId: string, itemId: string | null): Promise<void> {
    // A trip is shown to its owner only: without a session (a lead has none either) nothing
    // is asked and the guest is offered sign-in (docs/product/roles.md#trip-links).
    const opening = this.gate.opened(itineraryId);
    if (opening.step === 'sign-in') {
      this.items = initialItineraryItemsState;
      this.state = { status: 'refused', refusal: 'sign-in' };
      return;
    }
    if (opening.step === 'keep') {
      this.itemChosen(itemId);
      return;
    }
    this.state = { status: 'loading' };
    this.items = initialItineraryItemsState; // nothing of the trip shown before
    this.homes.tripChanged();
    this.steps.closed();
    const loaded = await loadTripContents(this.#deps, itineraryId);
    if (!this.gate.isCurrent(itineraryId)) return; // the guest moved on to another trip
    this.tripLoaded(loaded, itemId);
  }

  private tripLoaded(
    loaded: E.Either<AppError, [ItinerarySummary, readonly ItineraryItem[], readonly ListingItem[]]>,
    itemId: string | null,
  ): void {
    if (E.isLeft(loaded)) {
      this.state = this.gate.notShown(loaded.left);
      return;
    }
    const [itinerary, items, listingItems] = loaded.right;
    this.apply({ type: 'loaded', itinerary, items, listingItems });
    this.state = { status: 'ready' };
    void this.#deps.shell.tripOpened(itinerary.objectId);
    this.itemChosen(itemId);
  }

  /**
   * The address names an item of the trip (?item=), a service or a home. One the trip does
   * not hold is the 404 page-load error 'The itinerary item could not be located on this itinerary'.
   */
  itemChosen(itemId: string | null): void {
    if (this.state.status !== 'ready') return;
    this.apply(itemId ? { type: 'active-item-set', itemId } : { type: 'active-item-cleared' });
    if (this.items.pageError) this.#deps.shell.errorRaised(this.items.pageError);
  }

  private apply(event: ItineraryItemsEvent): void {
    this.items = itineraryItemsTransition(this.items, event);
  }
}
