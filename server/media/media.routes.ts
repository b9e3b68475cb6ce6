import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { canonicalMediaPath, findArt } from './media-lookup.js';
import { renderArt } from './svg-art.js';

const ONE_DAY_S = 24 * 60 * 60;

/**
 * /media/**: the generated pictures of the demo data (homes, categories, interests,
 * partner logos). Cached for a day and revalidated by ETag: a renamed home gets a new one.
 */
export const registerMediaRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/media/*', async (request, reply) => {
    const path = canonicalMediaPath(request.url);
    const art = path ? await findArt(db, path) : null;
    if (!art) throw new HttpError(404, 'Image not found');
    const svg = renderArt(art);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', `public, max-age=${ONE_DAY_S}`)
      .header('ETag', etag)
      // The app may run on another host (docs/host/decisions.md#running-it): its pages must
      // be able to show these.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
