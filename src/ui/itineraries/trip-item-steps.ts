import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import {
  ListingBookingGateway,
  ServiceBookingGateway,
  type SteppedItem,
  type TripItemStepDeps,
  type TripItemStepOutcome,
  takeTripItemStep,
} from '../../core/booking/index.js';
import { ErrorReporter } from '../../core/errors/index.js';
import type {
  ItineraryItem,
  ItineraryItemsEvent,
  ItineraryItemsState,
  ListingItem,
  TripItemStep,
} from '../../core/itinerary/index.js';
import { ListingItemGateway } from '../../core/itinerary/index.js';
import { inject } from '../di/inject.js';
import { homeStepFacts, type ItemRow, serviceStepFacts } from './item-rows.js';
import { TERMS_REQUIRED } from './trip-homes.js';

/** What the page holding the trip's items lends its steps. */
export interface StepsHost {
  readonly itineraryId: () => string | null;
  readonly canEdit: () => boolean;
  readonly homeOf: (id: string) => ListingItem | undefined;
  readonly serviceOf: (id: string) => ItineraryItem | undefined;
  readonly applied: (event: ItineraryItemsEvent) => void;
}

/** A page holding a trip's items in the core's itinerary-items state, as both trip pages do. */
interface ItemsPage {
  readonly itinerary: { readonly objectId: string } | null;
  readonly canEdit: boolean;
  readonly items: ItineraryItemsState;
}

/** The host such a page lends its steps: its items, and its transition to apply their updates. */
export const itemsHost = (page: ItemsPage, applied: StepsHost['applied']): StepsHost => ({
  itineraryId: () => page.itinerary?.objectId ?? null,
  canEdit: () => page.canEdit,
  homeOf: (id) => page.items.listingItems.find((item) => item.objectId === id),
  serviceOf: (id) => page.items.items.find((item) => item.id === id),
  applied,
});

/** A reserve being confirmed (a home's terms first), or any step under way or refused. */
export interface OpenStep {
  readonly rowId: string;
  readonly name: string;
  readonly kind: ItemRow['kind'];
  readonly step: TripItemStep;
  readonly termsAccepted: boolean;
  readonly status: 'confirming' | 'running' | 'failed';
  readonly message: string | null;
}

/** What a step told the guest, kept beside its item: the confirmation, or the host's refusal. */
export type StepNotice =
  | { readonly tone: 'done'; readonly title: string; readonly message: string }
  | { readonly tone: 'refused'; readonly message: string };

const confirmsFirst = (step: TripItemStep): boolean => step === 'reserve' || step === 'pay-quote';

/**
 * The booking steps of the items on a trip, on their rows and their pages
 * (docs/product/flows.md#finishing-from-the-trip): a price request or a save goes at once, a
 * reserve is confirmed first (a home's after its terms are accepted); each runs the core's
 * takeTripItemStep, the item's page's own use cases aimed at the item on its trip, and hands
 * the updated item back to the page that holds the trip's items. Only the trip's owner acts.
 */
@injectable()
export class TripItemSteps {
  open: OpenStep | null = null;
  /** By item id. */
  notices: Readonly<Record<string, StepNotice>> = {};
  readonly #deps: TripItemStepDeps;
  #host: StepsHost | null = null;

  constructor(
    @inject(ListingBookingGateway) homes: TripItemStepDeps['homes'],
    @inject(ServiceBookingGateway) services: TripItemStepDeps['services'],
    @inject(ListingItemGateway) listingItems: TripItemStepDeps['listingItems'],
    @inject(ErrorReporter) errors: ErrorReporter,
  ) {
    this.#deps = { homes, services, listingItems, errors };
    makeAutoObservable(this, { open: observableRef, notices: observableRef }, { autoBind: true });
  }

  /** The page that holds the items: called once, by that page's view-model. */
  attached(host: StepsHost): void {
    this.#host = host;
  }

  get busy(): boolean {
    return this.open?.status === 'running';
  }

  clicked(row: ItemRow, step: TripItemStep): void {
    if (!this.#host?.canEdit() || this.busy || !row.steps.includes(step)) return;
    this.noticeCleared(row.id);
    const open: OpenStep = {
      rowId: row.id,
      name: row.name,
      kind: row.kind,
      step,
      termsAccepted: false,
      status: 'confirming',
      message: null,
    };
    this.open = open;
    if (!confirmsFirst(step)) void this.run(open);
  }

  termsToggled(accepted: boolean): void {
    if (!this.open || this.busy) return;
    this.open = { ...this.open, termsAccepted: accepted };
  }

  canceled(): void {
    if (!this.busy) this.open = null;
  }

  async confirmed(): Promise<void> {
    const open = this.open;
    if (!open || this.busy) return;
    if (open.kind === 'home' && !open.termsAccepted) {
      this.open = { ...open, status: 'failed', message: TERMS_REQUIRED };
      return;
    }
    await this.run(open);
  }

  /** Another trip or item is on screen: nothing of the last one stays open. */
  closed(): void {
    this.open = null;
    this.notices = {};
  }

  /** The item left the trip: nothing about it stays. */
  itemRemoved(id: string): void {
    if (this.open?.rowId === id) this.open = null;
    this.noticeCleared(id);
  }

  private async run(open: OpenStep): Promise<void> {
    const itineraryId = this.#host?.itineraryId();
    const item = this.steppedItem(open);
    if (!itineraryId || !item) return;
    this.open = { ...open, status: 'running', message: null };
    const outcome = await takeTripItemStep(this.#deps, {
      step: open.step,
      itineraryId,
      item,
      terms: {
        didConfirmTerms: open.kind === 'home' ? open.termsAccepted : true,
        confirmedTermsMethod: 'checkbox',
      },
      asker: { productLine: null, partner: null, leadSource: null },
    });
    this.settled(open, itineraryId, outcome);
  }

  private steppedItem(open: OpenStep): SteppedItem | null {
    const host = this.#host;
    if (open.kind === 'home') {
      const home = host?.homeOf(open.rowId);
      if (!home?.listing?.objectId) return null;
      return { ...homeStepFacts(home), kind: 'home', itemId: home.objectId, homeId: home.listing.objectId };
    }
    const service = host?.serviceOf(open.rowId);
    if (!service?.serviceId) return null;
    return {
      ...serviceStepFacts(service),
      kind: 'service',
      itemId: service.id,
      serviceId: service.serviceId,
    };
  }

  private settled(open: OpenStep, itineraryId: string, outcome: TripItemStepOutcome): void {
    // The guest moved on to another trip, or the item left it: the answer is dropped.
    if (this.#host?.itineraryId() !== itineraryId || this.open?.rowId !== open.rowId) return;
    if (E.isLeft(outcome)) {
      const { message } = outcome.left;
      if (confirmsFirst(open.step)) this.open = { ...open, status: 'failed', message };
      else {
        this.open = null;
        this.notices = { ...this.notices, [open.rowId]: { tone: 'refused', message } };
      }
      return;
    }
    const done = outcome.right;
    this.#host?.applied(
      done.kind === 'home'
        ? { type: 'listing-item-updated', listingItem: done.result.item }
        : { type: 'item-updated', item: done.result.item },
    );
    this.open = null;
    const { title, message } = done.result.confirmation;
    this.notices = { ...this.notices, [open.rowId]: { tone: 'done', title, message } };
  }

  private noticeCleared(id: string): void {
    if (!(id in this.notices)) return;
    const { [id]: _dropped, ...rest } = this.notices;
    this.notices = rest;
  }
}
