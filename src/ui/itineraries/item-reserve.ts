import * as E from 'fp-ts/lib/Either.js';
import { makeAutoObservable, observableRef } from 'mobx';
import type { ServiceBookingOutcome } from '../../core/booking/request-service-status.js';
import { type ReserveServiceDeps, reserveService } from '../../core/booking/reserve-service.use-case.js';
import { canonicalItemStatus } from '../../core/itinerary/item-status.rule.js';
import type { ItineraryItem } from '../../core/itinerary/itinerary-item.entity.js';
import type { ItineraryItemsEvent } from '../../core/itinerary/itinerary-items-state.js';
import { canReserveFromTrip } from '../../core/listing/listing-item-actions.rule.js';

/** A quoted service being reserved: confirmed first, then sent. */
export interface ServiceReservation {
  readonly status: 'confirming' | 'reserving' | 'failed';
  readonly message: string | null;
}

/** What the reserve asks of the item's page. */
export interface ReserveHost {
  readonly itineraryId: () => string | null;
  /** The service shown, while it is. */
  readonly service: () => ItineraryItem | null;
  readonly canEdit: () => boolean;
  readonly applied: (event: ItineraryItemsEvent) => void;
}

/**
 * Reserving a quoted service from its details (docs/product/flows.md#status-requests): asked to
 * confirm, then reserveService at the concierge's quote; a refusal shows in the host's words
 * and the guest may try again; what the reserve told the guest stays
 * (docs/product/errors.md#reserve-confirmations).
 */
export class ItemReserve {
  state: ServiceReservation | null = null;
  reserved: { readonly title: string; readonly message: string } | null = null;
  readonly #deps: ReserveServiceDeps;
  readonly #host: ReserveHost;

  constructor(deps: ReserveServiceDeps, host: ReserveHost) {
    this.#deps = deps;
    this.#host = host;
    makeAutoObservable(this, { state: observableRef, reserved: observableRef }, { autoBind: true });
  }

  /** A quoted service its owner may reserve here. */
  get reservable(): boolean {
    const service = this.#host.service();
    return (
      !!service?.serviceId && this.#host.canEdit() && canReserveFromTrip(canonicalItemStatus(service.status))
    );
  }

  clicked(): void {
    if (!this.reservable || this.state?.status === 'reserving') return;
    this.state = { status: 'confirming', message: null };
    this.reserved = null;
  }

  canceled(): void {
    if (this.state?.status === 'reserving') return;
    this.state = null;
  }

  /** Another item is on screen: nothing of the last one's reserve stays. */
  closed(): void {
    this.state = null;
    this.reserved = null;
  }

  async confirmed(): Promise<void> {
    const state = this.state;
    const service = this.#host.service();
    const itineraryId = this.#host.itineraryId();
    if (!state || state.status === 'reserving' || !service?.serviceId || !itineraryId) return;
    this.state = { status: 'reserving', message: null };
    // Reserved at the concierge's quote: the item already holds the dates and price chosen.
    const reserved = await reserveService(this.#deps, {
      serviceId: service.serviceId,
      itemId: service.id,
      itineraryId,
      params: {},
    });
    this.settled(service.id, reserved);
  }

  private settled(itemId: string, reserved: ServiceBookingOutcome): void {
    if (this.#host.service()?.id !== itemId) return; // the guest moved on to another item
    if (E.isLeft(reserved)) {
      this.state = { status: 'failed', message: reserved.left.message };
      return;
    }
    this.#host.applied({ type: 'item-updated', item: reserved.right.item });
    this.state = null;
    const { title, message } = reserved.right.confirmation;
    this.reserved = { title, message };
  }
}
