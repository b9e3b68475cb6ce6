import * as E from 'fp-ts/lib/Either.js';
import { vi } from 'vitest';
import type { BookingContext } from '../../../src/core/booking/booking-context.entity.js';
import type {
  BookingContextIdsBody,
  SaveBookingContextBody,
} from '../../../src/core/booking/booking-context-gateway.port.js';
import type { AppError } from '../../../src/core/shared/app-error.js';
import { MemoryStore, recordingReporter } from '../fakes/in-memory.js';

type Answer<T> = Promise<E.Either<AppError, T>>;

export const context = (
  objectId: string,
  itemId: string,
  extra: Partial<BookingContext> = {},
): BookingContext => ({
  objectId,
  itemId,
  itemType: 'Listing',
  bookingState: {},
  ...extra,
});

/** The host as the booking-context use cases see it; a save answers the context it was sent. */
export const bookingContextFakes = (
  options: { cookies?: Record<string, string>; stored?: Record<string, string> } = {},
) => {
  let created = 0;
  const gateway = {
    attachBookingContexts: vi.fn(
      async (body: BookingContextIdsBody): Answer<readonly BookingContext[]> =>
        E.right(body.contextIds.map((id) => context(id, `item_${id}`))),
    ),
    myBookingContexts: vi.fn(async (): Answer<readonly BookingContext[]> => E.right([])),
    bookingContextsByIds: vi.fn(
      async (_body: BookingContextIdsBody): Answer<readonly BookingContext[]> => E.right([]),
    ),
    saveBookingContext: vi.fn(async (body: SaveBookingContextBody): Answer<BookingContext> => {
      const { itemBookingContextId, skipValidation: _skip, ...fields } = body;
      created += itemBookingContextId ? 0 : 1;
      return E.right({ objectId: itemBookingContextId ?? `new_${created}`, ...fields });
    }),
  };
  const cookies = { get: (name: string) => options.cookies?.[name] ?? null };
  return { gateway, cookies, store: new MemoryStore(options.stored), errors: recordingReporter() };
};
