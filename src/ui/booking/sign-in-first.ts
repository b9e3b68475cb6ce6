import type { BookingItemRef } from '../../core/booking/booking-context-list.rule.js';
import type { BookingState } from '../../core/booking/booking-state.entity.js';
import type { ListingAction } from '../../core/booking/listing-actions.rule.js';
import { storePendingAction } from '../../core/booking/pending-booking-action.rule.js';
import type { ServiceAction } from '../../core/booking/service-actions.rule.js';
import type { ExternalNavigation } from '../../core/navigation/external-navigation.port.js';
import { portalSignInUrl } from '../../core/navigation/sign-in-url.rule.js';
import type { AppConfig } from '../../core/shared/app-config.js';
import type { KeyValueStore } from '../../core/storage/key-value-store.port.js';
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
