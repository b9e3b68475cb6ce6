import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { HOME_FIRST_PHOTO_SIZES, parseListingSearch, stayDatesOf } from '../../src/core/catalog/index.js';
import { MEDIA_STATIC_HOST, photoSources } from '../../src/core/images/index.js';

/**
 * What a page of the guest app loads first, named so the host can announce it with the page:
 * the page's own code (a chunk the build names, src/ui/app/routes.tsx) and the API answers it
 * asks for before its first screen. Without the announcement each of them waits for the app's
 * scripts to arrive and start (about two round trips on a phone); with it they come down
 * beside those scripts. The first screen of /listings is its destination tiles, whose first
 * photo is its largest paint; a home's page shows once the home and its similar homes came,
 * and its first photo is its largest paint.
 */
interface PagePreload {
  readonly page: RegExp;
  /** The `webpackChunkName` of the page's view. */
  readonly chunk: string;
  /**
   * GETs of this host's API the page makes on its own before it first shows, spelled exactly
   * as the app asks (path and query), or the browser would not use the announced answer.
   */
  readonly asks: (match: RegExpExecArray, search: URLSearchParams) => readonly string[];
  /** The home whose first photo is the page's largest paint, if the page is a home's. */
  readonly home?: (match: RegExpExecArray) => string | null;
}

/**
 * How the host finds a home's first photo for the announcement: the catalog's store, handed
 * in by server/app.ts (this floor reads no data of its own).
 */
export interface PagePhotos {
  readonly firstPhotoOf: (homeId: string) => Promise<string | null>;
}

/** A path segment as the app's gateways write it (encodeURIComponent), or null if it is not one. */
const segment = (raw: string | undefined): string | null => {
  if (!raw) return null;
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return null; // a malformed escape: the page will say it has no such home
  }
};

export const PAGE_PRELOADS: readonly PagePreload[] = [
  {
    page: /^\/listings\/?$/,
    chunk: 'listings-page',
    // ListingCatalogGateway's listingCatalog() and destinations(), started with the page's code.
    asks: () => ['/api/listing/catalog', '/api/listings/destinations'],
  },
  {
    page: /^\/(?:listings|itineraries\/[^/]+\/listing)\/([^/]+)\/?$/,
    chunk: 'home-page',
    // ListingDetailsViewModel's guestListing (with the stay's dates, as the address gives them:
    // the same rule the app reads them with) and similarListings.
    asks: (match, search) => {
      const id = segment(match[1]);
      if (!id) return [];
      const stay = stayDatesOf(parseListingSearch(search.toString()));
      const dates = stay
        ? `?${new URLSearchParams({ startDate: stay.startDate, endDate: stay.endDate })}`
        : '';
      return [`/api/guest-listing/${id}${dates}`, `/api/listing/${id}/similar`];
    },
    home: (match) => (match[1] ? safeDecode(match[1]) : null),
  },
];

const safeDecode = (raw: string): string | null => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * The announcement of a home's first photo: the same sized copies and `sizes` as the page's
 * <img> (photoSources, HOME_FIRST_PHOTO_SIZES), so the browser downloads the copy the page
 * will ask for while the app's scripts are still on their way. Without it, that download
 * waited for the app to start and for the home's answer: about three quarters of the page's
 * largest-paint time under Lighthouse's phone (docs/architecture/web-performance.md).
 * A path the URL parser cannot place is not announced.
 */
const photoLink = (photo: string, origin: string): string | null => {
  let original: string;
  try {
    original = new URL(photo, origin).toString();
  } catch {
    return null;
  }
  // URL() percent-escapes quotes and angle brackets and drops line breaks, so nothing in the
  // path can end the header's quoted values (page-preloads.test.ts tries it).
  const { src, srcSet } = photoSources(original, MEDIA_STATIC_HOST);
  return `<${src}>; rel=preload; as=image; imagesrcset="${srcSet}"; imagesizes="${HOME_FIRST_PHOTO_SIZES}"; fetchpriority=high`;
};

const ASSET_FOLDERS = [
  { folder: ['static', 'js', 'async'], extension: 'js', as: 'script' },
  { folder: ['static', 'css', 'async'], extension: 'css', as: 'style' },
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The chunk's files in this build (read each time, as the page is: a rebuild needs no restart). */
const chunkFiles = async (staticDir: string, chunk: string) => {
  const links: string[] = [];
  for (const { folder, extension, as } of ASSET_FOLDERS) {
    // rsbuild names async chunks `<name>.<content hash>.<extension>`.
    const name = new RegExp(`^${escapeRegExp(chunk)}\\.[0-9a-f]+\\.${extension}$`);
    const files = await readdir(join(staticDir, ...folder)).catch(() => [] as string[]);
    for (const file of files.filter((candidate) => name.test(candidate)).sort()) {
      links.push(`</${[...folder, file].join('/')}>; rel=preload; as=${as}`);
    }
  }
  return links;
};

/**
 * The `Link` header announcing what the page at `path` loads first, or null for pages
 * with nothing to announce. A chunk missing from the build (renamed, not built) is left
 * out rather than announced wrong: a preload nobody uses costs the guest a download.
 * The asks are fetches with the page's own credentials mode (`crossorigin` is anonymous,
 * which sends this host's cookies), so the app's fetch takes the preloaded answer.
 */
export const pagePreloadLinks = async (
  staticDir: string,
  url: string,
  origin: string,
  photos?: PagePhotos,
): Promise<string | null> => {
  const [path = '/', query = ''] = url.split('?', 2);
  for (const preload of PAGE_PRELOADS) {
    const match = preload.page.exec(path);
    if (!match) continue;
    const homeId = photos && preload.home?.(match);
    // Best effort: a lookup that fails announces no photo, and the page is served all the same.
    const photo = homeId ? await photos.firstPhotoOf(homeId).catch(() => null) : null;
    const links = [
      ...(photo ? [photoLink(photo, origin)].filter((link): link is string => link !== null) : []),
      ...(await chunkFiles(staticDir, preload.chunk)),
      ...preload
        .asks(match, new URLSearchParams(query))
        .map((ask) => `<${ask}>; rel=preload; as=fetch; crossorigin`),
    ];
    return links.length > 0 ? links.join(', ') : null;
  }
  return null;
};
