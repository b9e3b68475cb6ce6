import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Names what the guest asked the main site for, from the path after /main-site. */
export const describeMainSitePath = (segments: readonly string[]): string => {
  const [first, second] = segments;
  if (!first) return 'Home';
  if (first === 'destinations' && second) return `Destination: ${second}`;
  if (first === 'stays' && second) return `Stays: ${second}`;
  return segments.join(' / ');
};

/**
 * The query string, re-serialised: whatever arrived (raw quotes, angle brackets) comes
 * out percent-encoded, so the link cannot break out of its attribute even before escaping.
 */
const normalisedQuery = (search: string): string => {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : '';
};

export const renderMainSitePage = (url: string, productName: string): string => {
  const parsed = new URL(url, 'http://main-site.local');
  const segments = parsed.pathname
    .replace(/^\/main-site\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(safeDecode);
  const heading = describeMainSitePath(segments);
  const listings = `/listings${normalisedQuery(parsed.search)}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${heading} | ${productName}`)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(heading)}</h1>
<p>This page stands in for the ${escapeHtml(productName)} main site, which is not part of this app.</p>
<p><a href="${escapeHtml(listings)}">Explore homes</a></p>
</main>
</body>
</html>
`;
};

/**
 * The local stand-in for the main site that /bundle, /destinations and /stays leave for
 * (docs/host/decisions.md#running-it): a small page linking back into /listings, query kept.
 */
export const registerMainSite = (app: FastifyInstance, productName: string) => {
  const page = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').send(renderMainSitePage(request.url, productName));
  app.get('/main-site', page);
  app.get('/main-site/*', page);
};
