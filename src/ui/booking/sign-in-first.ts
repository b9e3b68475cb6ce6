import type { BookingItemRef, BookingState, ListingAction, ServiceAction } from '../../core/booking/index.js';
import { storePendingAction } from '../../core/booking/index.js';
import type { ExternalNavigation } from '../../core/navigation/index.js';
import { portalSignInUrl } from '../../core/navigation/index.js';
import type { AppConfig } from '../../core/shared/index.js';
import type { KeyValueStore } from '../../core/storage/index.js';
import type { BookingContextsViewModel } from './booking-contexts.view-model.js';

export interface SignInFirstDeps {
  readonly contexts: Pick<BookingContextsViewModel, 'saved'>;
  readonly store: KeyValueStore;
  readonly navigation: ExternalNavigation;
  readonly config: Pick<AppConfig, 'ssoUrl'>;
}

/**
 * A signed-out guest's booking action waits for the portal, homes and services alike
 * (docs/product/roles.md#anonymous-visitors): the choices are saved in an anonymous booking
 * context (attached to the guest at sign-in), the action is kept beside the booking state,
 * and the portal brings the guest back to this very address, where the panel runs it.
 */
export const signInFirst = async (
  deps: SignInFirstDeps,
  wait: {
    readonly item: BookingItemRef;
    readonly state: BookingState;
    readonly bookingStateId: string;
    readonly action: ListingAction | ServiceAction;
    readonly pageUrl: string;
  },
): Promise<void> => {
  await deps.contexts.saved(wait.item, wait.state, { anonymous: true });
  storePendingAction(deps.store, wait.bookingStateId, wait.action);
  // The guest may go back without signing in: the choices and the action wait for them.
  deps.navigation.leaveFor(portalSignInUrl(deps.config.ssoUrl, wait.pageUrl, ['skip-login']));
};
