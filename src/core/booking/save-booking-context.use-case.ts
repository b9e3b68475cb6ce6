import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import { createContextFailed } from '../errors/index.js';
import type { AppError } from '../shared/index.js';
import type { KeyValueStore } from '../storage/index.js';
import { storeAnonymousContextId } from './anonymous-context-ids.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingContextGateway } from './booking-context-gateway.port.js';
import type { BookingItemRef } from './booking-context-list.rule.js';
import type { BookingState } from './booking-state.entity.js';
import type { SerialQueue } from './serial-queue.js';

export interface SaveBookingContextDeps {
  readonly gateway: Pick<BookingContextGateway, 'saveBookingContext'>;
  readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
  /**
   * The screen's one queue of context saves (docs/product/constants.md: update queue
   * concurrency 1): two quick saves of one context must reach the host in order, or the
   * older state could land last and win.
   */
  readonly saves: Pick<SerialQueue, 'run'>;
}

export interface CreateBookingContextRequest {
  readonly item: BookingItemRef;
  readonly bookingState: BookingState;
  /** Remember the new context's id in browser storage (an anonymous visitor's). */
  readonly storeId?: boolean;
  readonly skipValidation?: boolean;
}

/**
 * Creates a context for the item (docs/product/flows.md#booking-contexts), its id stored when
 * asked. A failure is reported as 'Error creating context' and answered as that error
 * (docs/product/errors.md#load-failures): the screen then has no active context.
 */
export const createBookingContext = async (
  deps: SaveBookingContextDeps,
  { item, bookingState, storeId = false, skipValidation = false }: CreateBookingContextRequest,
): Promise<E.Either<AppError, BookingContext>> => {
  const created = await deps.saves.run(() =>
    deps.gateway.saveBookingContext({
      itemId: item.itemId,
      itemType: item.itemType,
      bookingState,
      skipValidation,
    }),
  );
  if (E.isLeft(created)) {
    const failure = createContextFailed();
    deps.errors.report(failure, { cause: created.left, ...item });
    return E.left(failure);
  }
  if (storeId) storeAnonymousContextId(deps.store, created.right.objectId);
  return created;
};

/**
 * Saves a context's booking state as the screen now holds it (fields already merged), in
 * turn with every other save. A failure is reported and answered; the fields stay on screen.
 */
export const saveBookingContext = async (
  deps: Pick<SaveBookingContextDeps, 'gateway' | 'errors' | 'saves'>,
  context: BookingContext,
  options: { readonly skipValidation?: boolean } = {},
): Promise<E.Either<AppError, BookingContext>> => {
  const saved = await deps.saves.run(() =>
    deps.gateway.saveBookingContext({
      itemBookingContextId: context.objectId,
      itemId: context.itemId,
      itemType: context.itemType,
      bookingState: context.bookingState,
      skipValidation: options.skipValidation === true,
    }),
  );
  if (E.isLeft(saved)) {
    deps.errors.report(saved.left, { during: 'updating booking context', contextId: context.objectId });
  }
  return saved;
};
