import {
  anyObject,
  boolean,
  created,
  fails,
  instant,
  listOf,
  noContent,
  type OperationDocs,
  object,
  ok,
  text,
} from './operation.js';

const calendar = ['Trip calendar'];
const mine = 'required' as const;

const SUBSCRIPTION_STATE = object(
  { subscribed: boolean, since: { type: ['string', 'null'], format: 'date-time' } },
  ['subscribed', 'since'],
);
const ISSUED_SUBSCRIPTION = object({ since: instant, httpsUrl: text, webcalUrl: text }, [
  'since',
  'httpsUrl',
  'webcalUrl',
]);

/** The trip in the guest's calendar (docs/product/calendar.md). */
export const CALENDAR_DOCS: OperationDocs = {
  'GET /api/itinerary/:itineraryId/calendar.ics': {
    summary: 'The trip as a one-off iCalendar download',
    tags: calendar,
    session: mine,
    answers: {
      200: { description: 'The trip’s events (text/calendar), as a download.' },
      304: { description: 'Unchanged since the ETag or date the request gave.' },
      ...fails(401, 403, 404),
    },
  },
  'GET /api/itinerary/:itineraryId/calendar-subscription': {
    summary: 'Whether the trip has a live calendar subscription address, and since when',
    tags: calendar,
    session: mine,
    answers: { ...ok('The subscription’s state.', SUBSCRIPTION_STATE), ...fails(401, 403, 404) },
  },
  'POST /api/itinerary/:itineraryId/calendar-subscription': {
    summary: 'A new private subscription address (revokes any earlier one); shown once',
    tags: calendar,
    session: mine,
    answers: {
      ...created('The new address, https and webcal.', ISSUED_SUBSCRIPTION),
      ...fails(401, 403, 404),
    },
  },
  'DELETE /api/itinerary/:itineraryId/calendar-subscription': {
    summary: 'Revoke the trip’s subscription address',
    tags: calendar,
    session: mine,
    answers: { ...noContent('Revoked; the address answers 404 from now on.'), ...fails(401, 403, 404) },
  },
  'GET /api/calendar-feeds/:feed': {
    summary: 'A subscribed trip’s calendar feed; the address is the secret, no session',
    tags: calendar,
    answers: {
      200: { description: 'The trip’s events (text/calendar).' },
      304: { description: 'Unchanged since the ETag or date the request gave.' },
      404: { description: 'Unknown, malformed or revoked address: the same answer for each.' },
    },
  },
  ...Object.fromEntries(
    (['item', 'listing-item'] as const).map((segment) => [
      `GET /api/itinerary/:itineraryId/${segment}/:itemId/history`,
      {
        summary: `Each status a trip’s ${segment === 'item' ? 'service' : 'home'} went through, when, and by the guest or the concierge`,
        tags: ['Trips'],
        session: mine,
        answers: {
          ...ok(
            'The item’s history, oldest first; the first entry is the status it was added in.',
            object(
              {
                itemId: text,
                kind: text,
                entries: listOf(
                  object({ status: text, at: instant, by: text, reason: { type: ['string', 'null'] } }, [
                    'status',
                    'at',
                    'by',
                    'reason',
                  ]),
                ),
              },
              ['itemId', 'kind', 'entries'],
            ),
          ),
          ...fails(401, 403, 404),
        },
      },
    ]),
  ),
  'GET /api/itinerary/:itineraryId/pending': {
    summary: 'What the concierge owes on a trip: each requested item since when, and the respond-by hours',
    tags: ['Trips'],
    session: mine,
    answers: {
      ...ok(
        'The pending requests.',
        object(
          { respondByHours: anyObject, concierge: { type: ['object', 'null'] }, items: listOf(anyObject) },
          ['respondByHours', 'concierge', 'items'],
        ),
      ),
      ...fails(401, 403, 404),
    },
  },
};
