import * as E from 'fp-ts/lib/Either.js';
import { createContextFailed } from '../errors/known-errors.js';
import { type AppError, appError } from '../shared/app-error.js';
import { StateCell } from '../shared/state-cell.js';
import { storeAnonymousContextId } from './anonymous-context-ids.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingContextGateway } from './booking-context-gateway.port.js';
import { type BookingItemRef, isContextFor, withContext } from './booking-context-list.rule.js';
import type { BookingState } from './booking-state.entity.js';
import { mergeBookingState } from './booking-state-merge.rule.js';
import { type LoadBookingContextsDeps, loadBookingContexts } from './load-booking-contexts.use-case.js';
import { SerialQueue } from './serial-queue.js';

export interface BookingContextsState {
  readonly contexts: readonly BookingContext[];
  readonly activeId: string | null;
  /** SPEC 4: true while the contexts are fetched (attaching included). */
  readonly loading: boolean;
  /** SPEC 4: true while a context is being created. */
  readonly updating: boolean;
}

export interface BookingContextsDeps extends LoadBookingContextsDeps {
  readonly gateway: LoadBookingContextsDeps['gateway'] & Pick<BookingContextGateway, 'saveBookingContext'>;
}

/** The guest's booking contexts, one per item, and the one being booked (SPEC 4, 8). */
export class BookingContexts {
  private readonly cell = new StateCell<BookingContextsState>({
    contexts: [],
    activeId: null,
    loading: false,
    updating: false,
  });
  private readonly queue = new SerialQueue();
  private creating = 0;

  constructor(private readonly deps: BookingContextsDeps) {}

  getState(): BookingContextsState {
    return this.cell.get();
  }

  subscribe(listener: (state: BookingContextsState) => void): () => void {
    return this.cell.subscribe(listener);
  }

  active(): BookingContext | null {
    const { contexts, activeId } = this.cell.get();
    return contexts.find((context) => context.objectId === activeId) ?? null;
  }

  contextFor(item: BookingItemRef): BookingContext | null {
    return this.cell.get().contexts.find(isContextFor(item)) ?? null;
  }

  activate(contextId: string | null): void {
    this.cell.update((state) => ({ ...state, activeId: contextId }));
  }

  /** SPEC 4: loading is true while the contexts are fetched. */
  async appLoaded(signedIn: boolean): Promise<void> {
    this.cell.update((state) => ({ ...state, loading: true }));
    const loaded = await loadBookingContexts(this.deps, signedIn);
    // Contexts created while loading are newer than what the host listed for their items.
    this.cell.update((state) => ({
      ...state,
      contexts: state.contexts.reduce(withContext, [...loaded]),
      loading: false,
    }));
  }

  /** SPEC 4, 8: creates a context for the item, replacing any other for it, and activates it. */
  async create(
    item: BookingItemRef,
    bookingState: BookingState,
    options: { readonly storeId?: boolean; readonly skipValidation?: boolean } = {},
  ): Promise<BookingContext | null> {
    this.creating += 1;
    this.cell.update((state) => ({ ...state, updating: true }));
    const result = await this.queue.run(() =>
      this.deps.gateway.saveBookingContext({
        itemId: item.itemId,
        itemType: item.itemType,
        bookingState,
        skipValidation: options.skipValidation === true,
      }),
    );
    this.creating -= 1;
    if (E.isLeft(result)) {
      this.deps.errors.report(createContextFailed(), { cause: result.left, ...item });
      this.cell.update((state) => ({ ...state, activeId: null, updating: this.creating > 0 }));
      return null;
    }
    const created = result.right;
    if (options.storeId) storeAnonymousContextId(this.deps.store, created.objectId);
    this.cell.update((state) => ({
      ...state,
      contexts: withContext(state.contexts, created),
      activeId: created.objectId,
      updating: this.creating > 0,
    }));
    return created;
  }

  /**
   * SPEC 4: merges the fields at once (the form shows them), then saves through the queue so
   * saves reach the host one at a time, in order. The host's answer brings the validation
   * state; the booking state kept is the local one, which may already hold later updates.
   */
  async update(
    contextId: string,
    fields: Partial<BookingState>,
    options: { readonly skipValidation?: boolean } = {},
  ): Promise<E.Either<AppError, BookingContext>> {
    const current = this.cell.get().contexts.find((context) => context.objectId === contextId);
    if (!current) return E.left(appError('not-found', `No booking context ${contextId}`));
    const merged: BookingContext = {
      ...current,
      bookingState: mergeBookingState(current.bookingState, fields),
    };
    this.replace(contextId, () => merged);
    const result = await this.queue.run(() =>
      this.deps.gateway.saveBookingContext({
        itemBookingContextId: contextId,
        itemId: merged.itemId,
        itemType: merged.itemType,
        bookingState: merged.bookingState,
        skipValidation: options.skipValidation === true,
      }),
    );
    if (E.isLeft(result))
      this.deps.errors.report(result.left, { during: 'updating booking context', contextId });
    else this.replace(contextId, (local) => ({ ...result.right, bookingState: local.bookingState }));
    return result;
  }

  private replace(contextId: string, change: (context: BookingContext) => BookingContext): void {
    this.cell.update((state) => ({
      ...state,
      contexts: state.contexts.map((context) => (context.objectId === contextId ? change(context) : context)),
    }));
  }
}
