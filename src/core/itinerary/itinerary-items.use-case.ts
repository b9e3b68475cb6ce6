import * as E from 'fp-ts/lib/Either.js';
import { type AppError, appError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { ITEM_NOT_ON_ITINERARY } from './active-item.rule.js';
import { addServiceItem } from './add-service-item.use-case.js';
import { deleteItem } from './delete-item.use-case.js';
import type { FieldValueUpdate } from './field-value.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { AddServiceBody, ItineraryItemGateway } from './itinerary-item-gateway.port.js';
import {
  type ItineraryItemsEvent,
  type ItineraryItemsState,
  initialItineraryItemsState,
  itineraryItemsTransition,
} from './itinerary-items-state.js';
import type { ItinerarySummary } from './itinerary-summary.entity.js';
import { submitItemFields } from './submit-item-fields.use-case.js';

export interface ItineraryItemsDeps {
  readonly items: Pick<ItineraryItemGateway, 'addService' | 'removeItem' | 'updateItemFieldValues'>;
}

/**
 * The itinerary's items as a view-model mirrors them (getState / subscribe): the item
 * operations of SPEC 4 and 8 applied to one state, so a created item widens the trip, an
 * unknown update is appended and a failed field submit keeps the host's message. Every
 * operation answers the gateway's failure as it came (SPEC 8: rethrown with its message).
 */
export class ItineraryItems {
  private readonly cell = new StateCell<ItineraryItemsState>(initialItineraryItemsState);

  constructor(private readonly deps: ItineraryItemsDeps) {}

  getState(): ItineraryItemsState {
    return this.cell.get();
  }

  subscribe(listener: (state: ItineraryItemsState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  dispatch(event: ItineraryItemsEvent): void {
    this.cell.update((state) => itineraryItemsTransition(state, event));
  }

  async addService(serviceId: string, body: AddServiceBody): Promise<E.Either<AppError, ItineraryItem>> {
    const itinerary = this.loadedItinerary();
    const added = await addServiceItem(this.deps, { itinerary, serviceId, body });
    if (E.isLeft(added)) return added;
    this.dispatch({ type: 'item-added', item: added.right.item, itinerary: added.right.itinerary });
    return E.right(added.right.item);
  }

  async deleteItem(itemId: string): Promise<E.Either<AppError, void>> {
    const item = this.getState().items.find((candidate) => candidate.id === itemId);
    if (!item) return E.left(appError('not-found', ITEM_NOT_ON_ITINERARY, { status: 404 }));
    const deleted = await deleteItem(this.deps, { itineraryId: this.loadedItinerary().objectId, item });
    if (E.isRight(deleted)) this.dispatch({ type: 'item-removed', itemId });
    return deleted;
  }

  async submitFields(
    itemId: string,
    updates: readonly FieldValueUpdate[],
  ): Promise<E.Either<AppError, ItineraryItem>> {
    const item = this.getState().items.find((candidate) => candidate.id === itemId);
    if (!item) return E.left(appError('not-found', ITEM_NOT_ON_ITINERARY, { status: 404 }));
    const saved = await submitItemFields(this.deps, {
      itineraryId: this.loadedItinerary().objectId,
      item,
      updates,
    });
    this.dispatch(
      E.isRight(saved)
        ? { type: 'field-submit-succeeded', item: saved.right }
        : { type: 'field-submit-failed', itemId, message: saved.left.message },
    );
    return saved;
  }

  // Items belong to a loaded itinerary; operating before 'loaded' is a programming error.
  private loadedItinerary(): ItinerarySummary {
    const { itinerary } = this.getState();
    if (!itinerary) throw new Error('ItineraryItems: no itinerary loaded');
    return itinerary;
  }
}
