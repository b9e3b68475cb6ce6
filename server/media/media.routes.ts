import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { canonicalMediaPath, findPicture } from './media-lookup.js';
import { renderPicture } from './svg-art.js';

const ONE_WEEK_S = 7 * 24 * 60 * 60;

/**
 * /media/**: the generated pictures of the demo data (homes and services drawn as places,
 * title cards for categories, interests and partner logos). A picture only changes with the
 * drawing code or a renamed item (its label), so browsers keep it a week and then revalidate
 * it by ETag. SVG, so the host's compression (static-site.ts) takes ~60% off on the way.
 */
export const registerMediaRoutes = (app: FastifyInstance, db: Database) => {
  app.get('/media/*', async (request, reply) => {
    const path = canonicalMediaPath(request.url);
    const picture = path ? await findPicture(db, path) : null;
    if (!picture) throw new HttpError(404, 'Image not found');
    const svg = renderPicture(picture);
    const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
    reply
      .header('Cache-Control', `public, max-age=${ONE_WEEK_S}`)
      .header('ETag', etag)
      // The app may run on another host (docs/host/decisions.md#running-it): its pages must
      // be able to show these.
      .header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });
};
