import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireSignedIn } from '../auth/authenticate.js';
import { requireSignedInForDownload } from '../auth/download-session.js';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { attachmentDisposition } from '../trips/attachment-download.js';
import { loadOwnedItinerary } from '../trips/itinerary-access.js';
import { type ItineraryParams, itineraryParams } from '../trips/trip-schemas.js';
import { buildTripCalendar, isNotModified, type TripCalendarFeed } from './calendar-feed.workflow.js';
import {
  issueSubscription,
  revokeSubscription,
  subscriptionState,
  tripOfFeed,
} from './calendar-subscription.workflow.js';

/** What an unknown, malformed or revoked feed address answers: nothing about which it was. */
export const FEED_NOT_FOUND = 'Not found';

const sendFeed = (
  reply: FastifyReply,
  feed: TripCalendarFeed,
  headers: Record<string, string | string[] | undefined>,
  cacheControl: string,
) => {
  reply
    .header('ETag', feed.etag)
    .header('Last-Modified', feed.lastModified.toUTCString())
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff');
  const conditions = {
    'if-none-match': headers['if-none-match'] as string | undefined,
    'if-modified-since': headers['if-modified-since'] as string | undefined,
  };
  if (isNotModified(feed, conditions)) return reply.code(304).send();
  return reply.header('Content-Type', 'text/calendar; charset=utf-8').send(feed.body);
};

/**
 * The trip in the guest's calendar (docs/product/calendar.md): a one-off download for the
 * owner, and a private subscription address the owner makes, renews and revokes. The feed at
 * that address needs no session (calendar apps have none): the address is the secret.
 */
export const registerCalendarRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  const schema = { params: itineraryParams };

  // A plain link, like a trip document: the session may come from the sign-on cookie.
  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/calendar.ics',
    { schema },
    async (request, reply) => {
      const { user } = await requireSignedInForDownload(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      const feed = await buildTripCalendar(db, request.params.itineraryId);
      if (!feed) throw new HttpError(404, FEED_NOT_FOUND);
      reply.header('Content-Disposition', attachmentDisposition(`${feed.tripName}.ics`));
      return sendFeed(reply, feed, request.headers, 'private, no-cache');
    },
  );

  app.get<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/calendar-subscription',
    { schema },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      return subscriptionState(db, request.params.itineraryId);
    },
  );

  app.post<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/calendar-subscription',
    { schema },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      const issued = await issueSubscription(db, {
        itineraryId: request.params.itineraryId,
        userId: user.id,
        publicAppUrl: config.publicAppUrl,
      });
      return reply.code(201).header('Cache-Control', 'no-store').send(issued);
    },
  );

  app.delete<{ Params: ItineraryParams }>(
    '/api/itinerary/:itineraryId/calendar-subscription',
    { schema },
    async (request, reply) => {
      const { user } = await requireSignedIn(db, request);
      await loadOwnedItinerary(db, request.params.itineraryId, user.id);
      await revokeSubscription(db, request.params.itineraryId);
      return reply.code(204).send();
    },
  );

  app.get<{ Params: { feed: string } }>('/api/calendar-feeds/:feed', async (request, reply) => {
    const itineraryId = await tripOfFeed(db, request.params.feed);
    const feed = itineraryId && (await buildTripCalendar(db, itineraryId));
    if (!feed) throw new HttpError(404, FEED_NOT_FOUND);
    return sendFeed(reply, feed, request.headers, 'private, max-age=300');
  });
};
