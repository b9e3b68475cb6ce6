import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import { readContactEmail } from '../session/index.js';
import type { CookieJar, KeyValueStore } from '../storage/index.js';
import { clearAnonymousContextIds, readAnonymousContextIds } from './anonymous-context-ids.js';
import type { BookingContext } from './booking-context.entity.js';
import type { BookingContextGateway } from './booking-context-gateway.port.js';

export interface LoadBookingContextsDeps {
  readonly gateway: Pick<
    BookingContextGateway,
    'attachBookingContexts' | 'myBookingContexts' | 'bookingContextsByIds'
  >;
  readonly store: Pick<KeyValueStore, 'get' | 'set' | 'remove'>;
  readonly cookies: Pick<CookieJar, 'get'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/**
 * On app load: a visitor who is now known (signed in, or has left an e-mail) gets the
 * contexts they made anonymously attached to them (docs/product/flows.md#booking-contexts);
 * then the contexts are fetched for them, or else by the stored ids. The stored ids are
 * cleared only once attached, so a failed attach is tried again on the next load rather than
 * losing the guest's choices. Failures are reported (docs/product/errors.md#load-failures); a
 * failed fetch leaves an empty list.
 */
export const loadBookingContexts = async (
  deps: LoadBookingContextsDeps,
  signedIn: boolean,
): Promise<readonly BookingContext[]> => {
  const ids = readAnonymousContextIds(deps.store);
  const known = signedIn || readContactEmail(deps.cookies) !== null;
  if (known && ids.length > 0) {
    const attached = await deps.gateway.attachBookingContexts({ contextIds: ids });
    if (E.isRight(attached)) clearAnonymousContextIds(deps.store);
    else deps.errors.report(attached.left, { during: 'attaching booking contexts' });
  }
  if (!known && ids.length === 0) return []; // nothing to ask for
  const fetched = known
    ? await deps.gateway.myBookingContexts()
    : await deps.gateway.bookingContextsByIds({ contextIds: ids });
  if (E.isRight(fetched)) return fetched.right;
  deps.errors.report(fetched.left, { during: 'fetching booking contexts' });
  return [];
};
