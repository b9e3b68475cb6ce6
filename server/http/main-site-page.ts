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

/** What the real main site's page holds, in a sentence, for the pages the app links to. */
const STANDS_FOR: Readonly<Record<string, string>> = {
  '': 'the brand’s home page: the collection, the concierge service and how a stay is planned.',
  stays: 'a collection of homes chosen for one kind of getaway, with the stories of the places.',
  destinations: 'a destination’s guide: its seasons, its neighbourhoods and the homes there.',
  'property-managers': 'how property managers list their homes with us and work with our concierge team.',
  'travel-agents':
    'how travel agents book homes and services for their clients, with their commission terms.',
  'brand-partners': 'partnerships with hotel, airline and lifestyle brands, and how to propose one.',
};

const standsFor = (segments: readonly string[]): string =>
  STANDS_FOR[segments[0] ?? ''] ?? 'a page of the brand’s main site.';

// The app's own colours and type (src/ui/components/global.css), so the stand-in reads as the brand.
const STYLE = `
:root{color:#14213d;background:#f7f5f2;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
body{margin:0}
header{background:#14213d;padding:1rem 1.5rem}
header a{color:#fff;font-weight:700;font-size:1.25rem;text-decoration:none;letter-spacing:.02em}
main{max-width:40rem;margin:0 auto;padding:3rem 1.5rem}
.kicker{color:#7a5a25;font-weight:600;text-transform:uppercase;letter-spacing:.08em;font-size:.8125rem;margin:0}
h1{font-size:2rem;margin:.25rem 0 1rem}
p{line-height:1.6;color:#4a5568}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
.button{display:inline-block;padding:.75rem 1.25rem;border-radius:.625rem;font-weight:600;text-decoration:none;border:1px solid #14213d}
.primary{background:#14213d;color:#fff}
.secondary{background:#fff;color:#14213d}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
`;

export const renderMainSitePage = (url: string, productName: string): string => {
  const parsed = new URL(url, 'http://main-site.local');
  const segments = parsed.pathname
    .replace(/^\/main-site\/?/, '')
    .split('/')
    .filter(Boolean)
    .map(safeDecode);
  const heading = describeMainSitePath(segments);
  const listings = `/listings${normalisedQuery(parsed.search)}`;
  const brand = escapeHtml(productName);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${heading} | ${productName}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${escapeHtml(listings)}">${brand}</a></header>
<main>
<p class="kicker">${brand} main site</p>
<h1>${escapeHtml(heading)}</h1>
<p>On the live site this is ${escapeHtml(standsFor(segments))}</p>
<p>This page stands in for the ${brand} main site, which is not part of this app: everything a guest books lives in the app.</p>
<p class="actions"><a class="button primary" href="${escapeHtml(listings)}">Explore homes</a><a class="button secondary" href="/itineraries">My Trips</a></p>
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
