import { describe, expect, it, vi } from 'vitest';
import type { ItineraryGateway } from '../../../src/core/itinerary/itinerary-gateway.port.js';
import {
  addTripNote,
  NOTE_EMPTY,
  NOTE_MAX_LENGTH,
  NOTE_NOT_SAVED,
  NOTE_TOO_LONG,
} from '../../../src/core/messaging/add-trip-note.use-case.js';
import { appError } from '../../../src/core/shared/app-error.js';
import { left, leftOf, reporter, right, rightOf } from '../use-case-support.js';

const fakes = () => ({
  trips: { postToCaseFeed: vi.fn<ItineraryGateway['postToCaseFeed']>(() => right(undefined)) },
  errors: reporter(),
});

describe('a note on the trip’s case feed (addTripNote)', () => {
  it('posts the note trimmed and answers it', async () => {
    const deps = fakes();
    expect(rightOf(await addTripNote(deps, 'itn_1', '  Arriving late  '))).toBe('Arriving late');
    expect(deps.trips.postToCaseFeed).toHaveBeenCalledWith('itn_1', { message: 'Arriving late' });
  });

  it('refuses an empty or too long note before anything is sent', async () => {
    const deps = fakes();
    expect(leftOf(await addTripNote(deps, 'itn_1', '   ')).message).toBe(NOTE_EMPTY);
    expect(leftOf(await addTripNote(deps, 'itn_1', 'x'.repeat(NOTE_MAX_LENGTH + 1))).message).toBe(
      NOTE_TOO_LONG,
    );
    expect(rightOf(await addTripNote(deps, 'itn_1', 'x'.repeat(NOTE_MAX_LENGTH)))).toHaveLength(
      NOTE_MAX_LENGTH,
    );
    expect(deps.trips.postToCaseFeed).toHaveBeenCalledTimes(1);
  });

  it('answers the host’s refusal in its words; reports any other failure as the generic line', async () => {
    const deps = fakes();
    deps.trips.postToCaseFeed.mockImplementationOnce(() =>
      left(appError('forbidden', 'HTTP 403', { status: 403, hostMessage: 'Not your trip' })),
    );
    expect(leftOf(await addTripNote(deps, 'itn_1', 'Hi')).message).toBe('Not your trip');
    expect(deps.errors.report).not.toHaveBeenCalled();
    deps.trips.postToCaseFeed.mockImplementationOnce(() => left(appError('network', 'offline')));
    expect(leftOf(await addTripNote(deps, 'itn_1', 'Hi')).message).toBe(NOTE_NOT_SAVED);
    expect(deps.errors.report).toHaveBeenCalledTimes(1);
  });
});
