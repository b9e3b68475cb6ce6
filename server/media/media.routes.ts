import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { canonicalMediaPath } from './media-path.js';
import type { Picture, PictureRenderer } from './picture.js';
import { findPicture } from './picture.store.js';

const ONE_WEEK_S = 7 * 24 * 60 * 60;

/** Rendered pictures kept at once; past this the least recently used are dropped. */
export const PICTURE_CACHE_SIZE = 2000;

/**
 * Rendered pictures by what they show (the picture's data, not only its path: a renamed home
 * draws a new label). Rendering is the route's cost and any client could ask for every picture
 * over and over (issue 25, finding 10); now each distinct picture is drawn once per process.
 */
export const pictureCache = (render: PictureRenderer, size = PICTURE_CACHE_SIZE) => {
  const entries = new Map<string, { svg: string; etag: string }>();
  let renders = 0;
  return {
    get renders() {
      return renders;
    },
    drawn(picture: Picture) {
      const key = JSON.stringify(picture);
      const cached = entries.get(key);
      if (cached) {
        // Re-inserted at the end: the map's order is the order of use.
        entries.delete(key);
        entries.set(key, cached);
        return cached;
      }
      renders += 1;
      const svg = render(picture);
      const drawn = { svg, etag: `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"` };
      entries.set(key, drawn);
      if (entries.size > size) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return drawn;
    },
  };
};

/**
 * /media/**: the pictures the data names (homes and services drawn as places, title cards for
 * categories, interests and partner logos), drawn by the renderer the entry hands in (main.ts
 * passes the demo's, server/demo/pictures). A picture only changes with the
 * drawing code or a renamed item (its label), so browsers keep it a week and then revalidate
 * it by ETag. SVG, so the host's compression (static-site.ts) takes ~60% off on the way.
 */
export const registerMediaRoutes = (app: FastifyInstance, db: Database, render?: PictureRenderer) => {
  // Without a renderer (an entry that draws no pictures) every picture is not found.
  const cache = render ? pictureCache(render) : undefined;
  app.get('/media/*', async (request, reply) => {
    const path = canonicalMediaPath(request.url);
    const picture = path && cache ? await findPicture(db, path) : null;
    if (!picture || !cache) throw new HttpError(404, 'Image not found');
    const { svg, etag } = cache.drawn(picture);
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
