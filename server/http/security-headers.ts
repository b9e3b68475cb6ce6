import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { mapSourceOf } from '../../src/core/catalog/index.js';

/** What the policy needs from the server's configuration (ServerConfig has both fields). */
export interface PageOrigins {
  /** Hosts beyond this one the app's pages call: see pageConnectOrigins. */
  connectOrigins: readonly string[];
  /** Where catalog images come from when not from this host ('' for this host). */
  mediaBaseUrl: string;
  /** The hosts of the configured map source (see mapSourceOrigins); none for the offline basemap. */
  tileOrigins: readonly string[];
}

const SAME_ORIGIN_ONLY: PageOrigins = { connectOrigins: [], mediaBaseUrl: '', tileOrigins: [] };

/** The payment provider's hosts, as Stripe's integration guide lists them for Stripe.js. */
export const STRIPE = {
  script: 'https://js.stripe.com',
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  api: 'https://api.stripe.com',
} as const;

/** The app's Segment adapter posts here when PUBLIC_ANALYTICS_HOST is not set. */
export const DEFAULT_ANALYTICS_HOST = 'https://api.segment.io';

/**
 * A host name the page policy can name: DNS labels (the URL parser has already turned
 * non-ASCII names into punycode) or a bracketed IPv6 address. The URL parser itself accepts
 * `*` and other characters a policy would read as a wildcard or a separator, so `https://*`
 * is refused here rather than opening img-src and connect-src to every host.
 */
const POLICY_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i;

/** The origin (scheme, host, port) of an absolute http(s) URL; null for anything else. */
export const originOf = (url: string | undefined): string | null => {
  if (!url?.trim()) return null;
  try {
    const parsed = new URL(url.trim());
    if (!POLICY_HOST.test(parsed.hostname)) return null;
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

// The app reports to Sentry only with a DSN it can read (https://KEY@HOST/PROJECT_ID).
const sentryOrigin = (dsn: string | undefined): string | null => {
  const origin = originOf(dsn);
  if (!origin || !dsn) return null;
  const url = new URL(dsn.trim());
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  return url.username && projectId && /^\d+$/.test(projectId) ? origin : null;
};

/**
 * The hosts the app's pages call besides this one, from the same PUBLIC_* values the build
 * inlines (src/config.ts): the API and session backend when they are deployed on hosts of
 * their own (docs/host/decisions.md#running-it), the analytics endpoint when an analytics key
 * is set, and the error-reporting host of the Sentry DSN. Unset, relative or malformed values
 * add nothing, as the app then stays on this host or logs to the console.
 */
export const pageConnectOrigins = (env: Readonly<Record<string, string | undefined>>): string[] => {
  const origins = [
    originOf(env.PUBLIC_API_URL),
    originOf(env.PUBLIC_AUTH_URL),
    env.PUBLIC_ANALYTICS_KEY ? originOf(env.PUBLIC_ANALYTICS_HOST || DEFAULT_ANALYTICS_HOST) : null,
    sentryOrigin(env.PUBLIC_SENTRY_DSN),
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))];
};

/**
 * The hosts a map tile template (PUBLIC_MAP_TILES_URL, OpenLayers' XYZ form) loads from: one,
 * or one per letter or number of a '{a-c}' / '{1-4}' range of subdomains. Unset or malformed,
 * none: the map then draws its offline basemap from this host.
 */
export const mapTileOrigins = (template: string | undefined): string[] => {
  if (!template?.trim()) return [];
  const range = /\{([a-z0-9])-([a-z0-9])\}/.exec(template);
  const hosts = range
    ? Array.from(
        { length: Math.max(0, (range[2] ?? '').charCodeAt(0) - (range[1] ?? '').charCodeAt(0) + 1) },
        (_, i) => template.replace(range[0], String.fromCharCode((range[1] ?? '').charCodeAt(0) + i)),
      )
    : [template];
  // A placeholder left in the host (an unknown one, '{s}') names no real host.
  const origins = hosts
    .map((url) => originOf(url))
    .map((origin) => (origin && /[{}%]/.test(origin) ? null : origin));
  return origins.includes(null) ? [] : [...new Set(origins as string[])];
};

/**
 * MAP_TILE_ORIGINS: the other hosts a map style names, comma-separated. Each entry must be an
 * http(s) URL (its origin is taken), or the host refuses to start and says which one is not.
 */
export const listedTileOrigins = (value: string | undefined): string[] => {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [
    ...new Set(
      entries.map((entry) => {
        const origin = originOf(entry);
        if (!origin)
          throw new Error(`MAP_TILE_ORIGINS must list http(s) origins separated by commas, got "${entry}"`);
        return origin;
      }),
    ),
  ];
};

/**
 * The hosts the map's configured source loads from, for img-src and connect-src. The source is
 * the one the app chooses from the same PUBLIC_* values (core/catalog/map-source.rule): a
 * raster template's tile hosts (mapTileOrigins); a PMTiles archive's host, which serves the
 * whole map; a style document's host. A style names further hosts for its tiles, sprite and
 * data, which only the document says and which may change with it: those are the ones listed
 * in MAP_TILE_ORIGINS, admitted with the style (and with an archive or template too, say for a
 * second tile host) and never without a configured source. The offline basemap needs none.
 */
export const mapSourceOrigins = (env: Readonly<Record<string, string | undefined>>): string[] => {
  const { source } = mapSourceOf({
    styleUrl: env.PUBLIC_MAP_STYLE_URL,
    pmtilesUrl: env.PUBLIC_MAP_PMTILES_URL,
    tilesUrl: env.PUBLIC_MAP_TILES_URL,
  });
  const listed = listedTileOrigins(env.MAP_TILE_ORIGINS);
  if (source.kind === 'offline') return [];
  const own = source.kind === 'tiles' ? mapTileOrigins(source.url) : [originOf(source.url)];
  return [...new Set([...own.filter((origin): origin is string => origin !== null), ...listed])];
};

/**
 * Our own origin, the payment provider, the configured analytics and error-reporting hosts
 * and map tile hosts, nothing else (docs/host/decisions.md#sessions-and-roles: the session cookie is
 * readable by scripts, so what may run scripts, and where a script may send what it reads, is
 * kept as narrow as it gets). Scripts come from this host and Stripe.js only; no inline
 * script, no eval.
 */
export const contentSecurityPolicy = (origins: PageOrigins = SAME_ORIGIN_ONLY) => {
  const media = originOf(origins.mediaBaseUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", STRIPE.script],
    frameSrc: [...STRIPE.frames],
    // Map tiles: images for a raster template, fetched for vector tiles or an archive.
    connectSrc: [...new Set(["'self'", STRIPE.api, ...origins.connectOrigins, ...origins.tileOrigins])],
    imgSrc: [...new Set(["'self'", 'data:', 'blob:', ...(media ? [media] : []), ...origins.tileOrigins])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    // OpenLayers draws many map points with WebGL from a worker it builds from a blob.
    workerSrc: ["'self'", 'blob:'],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
};

/** The policy with no other hosts configured. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const API_PATH = /^\/(api|auth)(\/|$)/;

/**
 * Powerful browser features the app never uses are switched off for it and anything it
 * embeds (docs/host/decisions.md#hardening): an injected script cannot reach the camera or
 * the position. Payment stays open to this origin and to Stripe's frame, which may offer a
 * wallet when a Stripe key is configured.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'usb=()',
].join(', ');

/** What Fastify and Node put on every answer themselves, not part of the security set. */
const TRANSPORT_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets for these options, worked out once by asking helmet on a probe
 * server. @fastify/helmet builds helmet's middleware afresh on every request (parsing the
 * whole policy each time), which made a quarter of the cost of a small answer; the headers
 * it would produce never change, as this host uses no per-request nonces.
 */
const helmetHeaders = async (origins: PageOrigins): Promise<Record<string, string>> => {
  const probe = Fastify();
  await probe.register(helmet, {
    global: true,
    // Helmet's defaults would add upgrade-insecure-requests, which breaks plain-HTTP local runs.
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(origins) },
    frameguard: { action: 'deny' },
  });
  probe.get('/', async () => '');
  try {
    const answer = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(answer.headers)
        .filter(([name]) => !TRANSPORT_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
  } finally {
    await probe.close();
  }
};

/**
 * What an API answer carries instead of the page set: JSON (and the odd file download) is no
 * document, so it loads nothing, runs nothing and is never framed. OWASP's REST Security Cheat
 * Sheet's set: a policy that admits nothing, no framing, no sniffing, HSTS, and no cache (a route
 * that sets its own Cache-Control replaces it). Cross-Origin-Resource-Policy keeps other sites
 * from embedding an answer with no-cors; X-Robots-Tag keeps it out of search engines as the
 * pages are. The page-only headers (the full policy, Permissions-Policy, the opener, referrer,
 * agent-cluster, DNS-prefetch and legacy IE/Flash headers) govern what a document does, which an
 * answer that is never rendered as one does not do; they cost ~1 kB on every answer.
 */
export const apiHeaders = (pageHeaders: Readonly<Record<string, string>>): Record<string, string> => {
  const fromPages = (name: string) => {
    const value = pageHeaders[name];
    if (value === undefined) throw new Error(`the page headers lack ${name}`);
    return value;
  };
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': fromPages('x-frame-options'),
    'x-content-type-options': fromPages('x-content-type-options'),
    'strict-transport-security': fromPages('strict-transport-security'),
    'cross-origin-resource-policy': fromPages('cross-origin-resource-policy'),
    'x-robots-tag': fromPages('x-robots-tag'),
    // API answers carry personal data: no shared or browser cache keeps them.
    'cache-control': 'no-store',
  };
};

/**
 * The headers of every answer, worked out once at start: pages, files and anything else this
 * host serves get helmet's full set; /api/* and /auth/* answers the lighter API set. One
 * callback hook picks the set by path before routing, so 404s and errors carry it too.
 */
export const registerSecurityHeaders = async (
  app: FastifyInstance,
  origins: PageOrigins = SAME_ORIGIN_ONLY,
) => {
  const pageHeaders = {
    ...(await helmetHeaders(origins)),
    // Pages are marked noindex (docs/product/overview.md#page-metadata); nothing this host
    // serves should be indexed.
    'x-robots-tag': 'noindex',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  const answerHeaders = apiHeaders(pageHeaders);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? answerHeaders : pageHeaders);
    done();
  });
};
