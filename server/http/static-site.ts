import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressAnswer } from './answer-compression.js';
import { logoutConfirmationTarget } from './cross-site-logout.js';
import type { PageFallback } from './error-handling.js';
import { type PagePhotos, pagePreloadLinks } from './page-preloads.js';
import { preparedAnswerOf } from './prepared-answer.js';

export const NOT_BUILT_MESSAGE = 'The front end is not built: run npm run build';

/** Paths that belong to the API, the session backend or this host, never to the SPA. */
const NOT_A_PAGE = /^\/(api|auth|main-site|media|static)(\/|$)/;
const SSO_PAGE = /^\/sso(\/|$)/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;
/** Answers worth compressing on the fly: JSON and SVG, from 1 kB up. */
const COMPRESSIBLE_TYPE = /^(application\/([a-z.+-]*\+)?json|image\/svg\+xml)\b/;
const COMPRESS_FROM_BYTES = 1024;

/**
 * Serves the rsbuild output. Files under /static/ have content hashes in their names,
 * so they are cached for a year; everything else is revalidated on each visit so a new
 * build shows at once. The build writes a brotli (.br) and a gzip (.gz) copy beside each
 * text asset (rsbuild.config.ts): a client that accepts one gets it as it is, compressed
 * once at the highest level rather than on every request; others get the plain file.
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
    preCompressed: true,
    setHeaders: (res, filePath) => {
      res.setHeader(
        'Cache-Control',
        filePath.startsWith(hashedAssets) ? `public, max-age=${ONE_YEAR_S}, immutable` : 'no-cache',
      );
      // The answer depends on Accept-Encoding: caches must not hand brotli to a client
      // that did not ask for it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  // This host serves the pages, so browsers call its API from them: compress the answers.
  registerResponseCompression(app);
  // The root is a folder, which the file server refuses (403): it is the app's home page.
  app.get('/', async (request, reply) => ((await fallback(request, reply)) ? reply : reply.callNotFound()));
};

/**
 * Compresses the host's own answers (JSON, SVG photos) for the browsers that load the
 * pages from it: the home catalog is ~190 kB of JSON and ~17 kB compressed, and it sits on
 * the way to the first screen's largest photo. Brotli at a middle quality costs a few
 * milliseconds per answer, its level set by the answer's size (answer-compression.ts); files
 * from dist/ are streams, already compressed by the build, and pass untouched, as do small
 * answers and clients that accept no encoding.
 */
export const registerResponseCompression = (app: FastifyInstance) => {
  // A callback hook: it runs on every answer and most (small ones, files) leave at once,
  // which an async hook would still pay a promise for.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    reply.header('Vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
    if (!encoding) return done(null, payload);
    // A prepared answer (a cached search) was compressed once for every request that shares it.
    const prepared = preparedAnswerOf(reply);
    // The level follows the answer's size (answer-compression.ts).
    const compressed = prepared ? prepared.compressed(encoding) : compressAnswer(payload, encoding);
    compressed.then(
      (bytes) => {
        reply.header('Content-Encoding', encoding);
        reply.removeHeader('content-length');
        done(null, bytes);
      },
      (error: Error) => done(error),
    );
  });
};

// Browsers ask for text/html; curl and similar tools send */* and get the page too. A
// client that names other types only (an API client asking for JSON) is refused.
const acceptsHtml = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || accept.includes('*/*');
};

const ENCODED_COPIES = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** The encodings a request accepts, by name ('gzip;q=0' refuses gzip). */
const acceptedEncodings = (request: FastifyRequest): Set<string> => {
  const header = String(request.headers['accept-encoding'] ?? '').toLowerCase();
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name === '*' ? 'gzip' : name);
  }
  return accepted;
};

/** The page as the build wrote it: its brotli or gzip copy when the client takes one. */
const readPage = async (staticDir: string, file: string, request: FastifyRequest) => {
  const accepted = acceptedEncodings(request);
  for (const { encoding, suffix } of ENCODED_COPIES) {
    if (!accepted.has(encoding)) continue;
    try {
      return { body: await readFile(join(staticDir, file + suffix)), encoding };
    } catch {
      // No compressed copy (a page under 1 kB is not compressed): try the next one.
    }
  }
  return { body: await readFile(join(staticDir, file)), encoding: null };
};

/**
 * A GET for a page that is no file: /sso/** is the sign-on portal, anything else a deep
 * link into the guest app. The HTML is read per request (it is small) so a rebuild needs
 * no restart, and a missing build answers 503 instead of crashing. It goes out compressed
 * when the build wrote a copy the client accepts, as the assets do.
 */
export const pageFallback =
  (staticDir: string, photos?: PagePhotos): PageFallback =>
  async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '/';
    if (NOT_A_PAGE.test(path) || !acceptsHtml(request)) return false;
    const confirmLogout = logoutConfirmationTarget(request);
    if (confirmLogout) {
      reply.header('Cache-Control', 'no-store').redirect(confirmLogout, 303);
      return true;
    }
    const file = SSO_PAGE.test(path) ? 'sso.html' : 'index.html';
    let page: Awaited<ReturnType<typeof readPage>>;
    try {
      page = await readPage(staticDir, file, request);
    } catch {
      reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
      return true;
    }
    reply
      .code(200)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (page.encoding) reply.header('Content-Encoding', page.encoding);
    // A header rather than tags in the page: the page stays the build's file, compressed once.
    const origin = `${request.protocol}://${request.host}`;
    const preloads =
      file === 'index.html' ? await pagePreloadLinks(staticDir, request.url, origin, photos) : null;
    if (preloads) reply.header('Link', preloads);
    reply.send(page.body);
    return true;
  };
