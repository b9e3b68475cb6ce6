import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  loadTripCalendar,
  revokeTripCalendar,
  subscribeToTripCalendar,
  tripCalendarDownloadHref,
} from '../../../src/core/calendar/trip-calendar.use-case.js';
import type { TripCalendarGateway } from '../../../src/core/calendar/trip-calendar-gateway.port.js';
import { appError } from '../../../src/core/shared/app-error.js';

const address = {
  since: '2030-01-02T10:00:00.000Z',
  httpsUrl: 'https://x/a.ics',
  webcalUrl: 'webcal://x/a.ics',
};

const gateway = (subscribed: boolean): TripCalendarGateway & { calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    subscription: async (id) => {
      calls.push(`subscription ${id}`);
      return E.right({ subscribed, since: subscribed ? '2030-01-01T09:00:00.000Z' : null });
    },
    subscribe: async (id) => {
      calls.push(`subscribe ${id}`);
      return E.right(address);
    },
    revoke: async (id) => {
      calls.push(`revoke ${id}`);
      return E.right(undefined);
    },
  };
};

describe('the trip calendar use cases', () => {
  it('reads the subscription as off or on since a date', async () => {
    expect(await loadTripCalendar({ calendar: gateway(false) }, 'it-1')).toEqual(E.right({ kind: 'off' }));
    expect(await loadTripCalendar({ calendar: gateway(true) }, 'it-1')).toEqual(
      E.right({ kind: 'on', since: '2030-01-01T09:00:00.000Z' }),
    );
  });

  it('subscribing shows the new address once; revoking turns it off', async () => {
    const calendar = gateway(true);
    expect(await subscribeToTripCalendar({ calendar }, 'it-1')).toEqual(E.right({ kind: 'new', address }));
    expect(await revokeTripCalendar({ calendar }, 'it-1')).toEqual(E.right({ kind: 'off' }));
    expect(calendar.calls).toEqual(['subscribe it-1', 'revoke it-1']);
  });

  it('passes a failure through', async () => {
    const failure = appError('network', 'down');
    const calendar = { ...gateway(false), revoke: async () => E.left(failure) };
    expect(await revokeTripCalendar({ calendar }, 'it-1')).toEqual(E.left(failure));
  });

  it('the download is a link on the API host', () => {
    expect(tripCalendarDownloadHref('https://api.example/', 'it 1')).toBe(
      'https://api.example/api/itinerary/it%201/calendar.ics',
    );
    expect(tripCalendarDownloadHref('', 'it-1')).toBe('/api/itinerary/it-1/calendar.ics');
  });
});
