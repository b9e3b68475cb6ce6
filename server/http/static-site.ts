import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageFallback } from './error-handling.js';

export const NOT_BUILT_MESSAGE = 'The front end is not built: run npm run build';

/** Paths that belong to the API, the session backend or this host, never to the SPA. */
const NOT_A_PAGE = /^\/(api|auth|main-site|media|static)(\/|$)/;
const SSO_PAGE = /^\/sso(\/|$)/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Serves the rsbuild output. Files under /static/ have content hashes in their names,
 * so they are cached for a year; everything else is revalidated on each visit so a new
 * build shows at once.
 */
export const registerStaticFiles = async (
  app: FastifyInstance,
  staticDir: string,
  fallback: PageFallback,
) => {
  const hashedAssets = join(staticDir, 'static') + sep;
  await app.register(fastifyStatic, {
    root: staticDir,
    // Pages go through the fallback below, so / and deep links answer the same way.
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'Cache-Control',
        filePath.startsWith(hashedAssets) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
      );
    },
  });
  // The root is a folder, which the file server refuses (403): it is the app's home page.
  app.get('/', async (request, reply) => ((await fallback(request, reply)) ? reply : reply.callNotFound()));
};

// Browsers ask for text/html; curl and similar tools send */* and get the page too. A
// client that names other types only (an API client asking for JSON) is refused.
const acceptsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
};

/**
 * A GET for a page that is no file: /sso/** is the sign-on portal, anything else a deep
 * link into the guest app. The HTML is read per request (it is small) so a rebuild needs
 * no restart, and a missing build answers 503 instead of crashing.
 */
export const pageFallback =
  (staticDir: string): PageFallback =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(path) || !acceptsHtml(request)) return false;
    const file = SSO_PAGE.test(path) ? 'sso.html' : 'index.html';
    let html: Buffer;
    try {
      html = await readFile(join(staticDir, file));
    } catch {
      reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
      return true;
    }
    reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
    return true;
  };
