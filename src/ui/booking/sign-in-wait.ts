import { injectable } from 'inversify';
import type { BookingItemRef, BookingState } from '../../core/booking/index.js';
import { clearPendingAction, type ListingAction, readPendingAction } from '../../core/booking/index.js';
import { ExternalNavigation } from '../../core/navigation/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { KeyValueStore } from '../../core/storage/index.js';
import { inject } from '../di/inject.js';
import { BookingContextsViewModel } from './booking-contexts.view-model.js';
import { signInFirst } from './sign-in-first.js';

/** What waits for the portal: the item, its choices, where they are kept and where to come back. */
export interface SignInWaiting {
  readonly item: BookingItemRef;
  readonly state: BookingState;
  readonly bookingStateId: string;
  readonly action: ListingAction;
  readonly pageUrl: string;
}

/**
 * A home's action waiting for sign-in (sign-in-first.ts): sent to the portal with its choices
 * saved, read back when the guest returns to the page, and dropped once it ran.
 */
@injectable()
export class SignInWait {
  readonly #deps: Parameters<typeof signInFirst>[0];

  constructor(
    @inject(BookingContextsViewModel) contexts: BookingContextsViewModel,
    @inject(KeyValueStore) store: KeyValueStore,
    @inject(ExternalNavigation) navigation: ExternalNavigation,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { contexts, store, navigation, config };
  }

  left(waiting: SignInWaiting): Promise<void> {
    return signInFirst(this.#deps, waiting);
  }

  /** The action chosen before sign-in, if one waits for this booking. */
  pending(bookingStateId: string): ListingAction | null {
    return readPendingAction(this.#deps.store, bookingStateId) as ListingAction | null;
  }

  ran(bookingStateId: string): void {
    clearPendingAction(this.#deps.store, bookingStateId);
  }
}
