import * as E from 'fp-ts/lib/Either.js';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ItineraryGateway } from '../../core/itinerary/itinerary-gateway.port.js';
import { ItineraryItemGateway } from '../../core/itinerary/itinerary-item-gateway.port.js';
import { ItineraryItems } from '../../core/itinerary/itinerary-items.use-case.js';
import type { ItineraryItemsState } from '../../core/itinerary/itinerary-items-state.js';
import { canEditItinerary } from '../../core/itinerary/itinerary-owner.rule.js';
import type { ItinerarySummary } from '../../core/itinerary/itinerary-summary.entity.js';
import { deleteListingItem } from '../../core/listing/delete-listing-item.use-case.js';
import type { ListingItem } from '../../core/listing/listing-item.entity.js';
import { ListingItemGateway } from '../../core/listing/listing-item-gateway.port.js';
import type { AppError } from '../../core/shared/app-error.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import { homeRow, type ItemRow, itineraryOrder, serviceRow } from './item-rows.js';
import { type TripHome, tripDates, tripHome } from './trip-card.js';

export type ItineraryState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly itinerary: ItinerarySummary }
  | { readonly status: 'failed' };

/** The item the guest asked to remove, while they confirm it and while it goes. */
export type Deletion =
  | { readonly status: 'confirming'; readonly row: ItemRow }
  | { readonly status: 'deleting'; readonly row: ItemRow }
  | { readonly status: 'failed'; readonly row: ItemRow; readonly message: string };

/**
 * /itineraries/{itineraryId}: one trip with its homes and services. The trip, its service
 * items and its home items load side by side; any of them failing is a page-load error
 * (SPEC 8), an unknown trip the host's 404. The service items live in the core's
 * ItineraryItems, which this mirrors; only the trip's owner removes items (SPEC 6).
 */
@injectable()
export class ItineraryViewModel {
  state: ItineraryState = { status: 'loading' };
  items: ItineraryItemsState;
  listingItems: readonly ListingItem[] = [];
  deletion: Deletion | null = null;
  private chosenHomeId: string | null = null;
  private requested: string | null = null;
  private readonly serviceItems: ItineraryItems;

  constructor(
    @inject(ItineraryGateway)
    private readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'itineraryItems'>,
    @inject(ItineraryItemGateway) itemGateway: ItineraryItemGateway,
    @inject(ListingItemGateway)
    private readonly listingItemGateway: Pick<ListingItemGateway, 'listingItems' | 'removeListingItem'>,
    @inject(ShellViewModel) private readonly shell: ShellViewModel,
  ) {
    this.serviceItems = new ItineraryItems({ items: itemGateway });
    this.items = this.serviceItems.getState();
    makeAutoObservable<
      ItineraryViewModel,
      'itineraries' | 'listingItemGateway' | 'shell' | 'requested' | 'serviceItems'
    >(this, {
      itineraries: false,
      listingItemGateway: false,
      shell: false,
      requested: false,
      serviceItems: false,
      // Replaced whole, never changed in place: no need to watch inside them.
      state: observableRef,
      items: observableRef,
      listingItems: observableRef,
    });
    this.serviceItems.subscribe((items) => runInAction(() => (this.items = items)));
  }

  get itinerary(): ItinerarySummary | null {
    return this.state.status === 'ready' ? this.state.itinerary : null;
  }

  /** SPEC 6: the logged-in user owns the trip. */
  get canEdit(): boolean {
    const owner = this.itinerary?.user?.objectId;
    const session = this.shell.session;
    return canEditItinerary(session.status === 'authenticated' ? session.user.objectId : null, owner);
  }

  get dates(): string {
    return this.itinerary ? tripDates(this.itinerary) : '';
  }

  get homeRows(): ItemRow[] {
    return itineraryOrder(this.listingItems).map(homeRow);
  }

  get serviceRows(): ItemRow[] {
    return itineraryOrder(this.items.items).map(serviceRow);
  }

  /** The home the trip is built around, when no home item stands for it. */
  get tripHome(): TripHome | null {
    const itinerary = this.itinerary;
    if (!itinerary?.property) return null;
    const listed = this.listingItems.some((item) => item.listing?.objectId === itinerary.property?.objectId);
    return listed ? null : tripHome(itinerary);
  }

  /** The item the address points at (?item=), highlighted once the trip is in. */
  get chosenItemId(): string | null {
    return this.items.activeItemId ?? this.chosenHomeId;
  }

  async pageOpened(itineraryId: string, itemId: string | null): Promise<void> {
    if (this.requested === itineraryId) {
      this.itemChosen(itemId);
      return;
    }
    this.requested = itineraryId;
    this.state = { status: 'loading' };
    this.listingItems = [];
    const [itinerary, items, listingItems] = await Promise.all([
      this.itineraries.guestItinerary(itineraryId),
      this.itineraries.itineraryItems(itineraryId),
      this.listingItemGateway.listingItems(itineraryId),
    ]);
    if (this.requested !== itineraryId) return; // the guest moved on to another trip
    runInAction(() => {
      if (E.isLeft(itinerary)) return this.loadFailed(itinerary.left);
      if (E.isLeft(items)) return this.loadFailed(items.left);
      if (E.isLeft(listingItems)) return this.loadFailed(listingItems.left);
      this.listingItems = listingItems.right;
      this.serviceItems.dispatch({ type: 'loaded', itinerary: itinerary.right, items: items.right });
      this.state = { status: 'ready', itinerary: itinerary.right };
      this.itemChosen(itemId);
    });
  }

  private loadFailed(error: AppError): void {
    this.state = { status: 'failed' };
    this.shell.errorRaised(error);
  }

  /**
   * The address names an item of the trip (?item=). SPEC 4 and 8: one the trip does not
   * hold is the 404 page-load error 'The itinerary item could not be located on this itinerary'.
   */
  itemChosen(itemId: string | null): void {
    if (this.state.status !== 'ready') return;
    this.chosenHomeId = null;
    if (!itemId) {
      this.serviceItems.dispatch({ type: 'active-item-cleared' });
      return;
    }
    if (this.listingItems.some((item) => item.objectId === itemId)) {
      this.serviceItems.dispatch({ type: 'active-item-cleared' });
      this.chosenHomeId = itemId;
      return;
    }
    this.serviceItems.dispatch({ type: 'active-item-set', itemId });
    const { pageError } = this.serviceItems.getState();
    if (pageError) this.shell.errorRaised(pageError);
  }

  deleteClicked(row: ItemRow): void {
    if (!this.canEdit || !row.deletable) return;
    this.deletion = { status: 'confirming', row };
  }

  deleteCanceled(): void {
    if (this.deletion?.status === 'deleting') return; // the request is under way: let it finish
    this.deletion = null;
  }

  async deleteConfirmed(): Promise<void> {
    const deletion = this.deletion;
    const itinerary = this.itinerary;
    if (!deletion || deletion.status === 'deleting' || !itinerary) return;
    const { row } = deletion;
    this.deletion = { status: 'deleting', row };
    const result =
      row.kind === 'service'
        ? await this.serviceItems.deleteItem(row.id)
        : await deleteListingItem(
            { listingItems: this.listingItemGateway },
            { itineraryId: itinerary.objectId, listingItem: { objectId: row.id, status: row.status } },
          );
    runInAction(() => {
      if (E.isLeft(result)) {
        // SPEC 8: item operations show the host's message.
        this.deletion = { status: 'failed', row, message: result.left.message };
        return;
      }
      if (row.kind === 'home')
        this.listingItems = this.listingItems.filter((item) => item.objectId !== row.id);
      this.deletion = null;
    });
  }
}
