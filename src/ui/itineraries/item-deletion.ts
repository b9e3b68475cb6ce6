import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ItineraryItemRef } from '../../core/itinerary/index.js';
import { type RemoveItineraryItemDeps, removeItineraryItem } from '../../core/itinerary/index.js';
import { type ItemRow, refOf } from './item-rows.js';

/** The item the guest asked to remove, while they confirm it and while it goes. */
export type Deletion =
  | { readonly status: 'confirming'; readonly row: ItemRow }
  | { readonly status: 'deleting'; readonly row: ItemRow }
  | { readonly status: 'failed'; readonly row: ItemRow; readonly message: string };

/** What the deletion asks of the page it sits on. */
export interface DeletionHost {
  /** The trip's id while it is shown, else null. */
  readonly itineraryId: () => string | null;
  /** Only the trip's owner removes items (docs/product/roles.md). */
  readonly canEdit: () => boolean;
  /** The item is gone from the trip: the page takes it off. */
  readonly removed: (row: ItemRow, item: ItineraryItemRef) => void;
}

/**
 * Removing an item from its trip, the same on the trip's page and an item's details: asked,
 * confirmed, then removeItineraryItem (the core's one deletion). Gone, the dialog closes;
 * refused, it stays open with the host's words (docs/product/errors.md#item-operations).
 */
export class ItemDeletion {
  state: Deletion | null = null;
  readonly #deps: RemoveItineraryItemDeps;
  readonly #host: DeletionHost;

  constructor(deps: RemoveItineraryItemDeps, host: DeletionHost) {
    this.#deps = deps;
    this.#host = host;
    makeAutoObservable(this, { state: observableRef }, { autoBind: true });
  }

  clicked(row: ItemRow | null): void {
    if (!row || !this.#host.canEdit() || !row.deletable) return;
    this.state = { status: 'confirming', row };
  }

  canceled(): void {
    if (this.state?.status === 'deleting') return; // the request is under way: let it finish
    this.state = null;
  }

  async confirmed(): Promise<void> {
    const deletion = this.state;
    const itineraryId = this.#host.itineraryId();
    if (!deletion || deletion.status === 'deleting' || !itineraryId) return;
    const { row } = deletion;
    this.state = { status: 'deleting', row };
    const item = refOf(row);
    const removed = await removeItineraryItem(this.#deps, {
      itineraryId,
      item: { ...item, status: row.status },
    });
    this.settled(row, E.isLeft(removed) ? removed.left.message : null, item);
  }

  /** Another item or trip is on screen: no dialog stays open. */
  closed(): void {
    this.state = null;
  }

  private settled(row: ItemRow, refusal: string | null, item: ItineraryItemRef): void {
    if (refusal !== null) {
      this.state = { status: 'failed', row, message: refusal };
      return;
    }
    this.state = null;
    this.#host.removed(row, item);
  }
}
