import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a page of the guest app loads first, named so the host can announce it with the page:
 * the page's own code (a chunk the build names, src/ui/app/routes.tsx) and the API answers it
 * asks for before its first screen. Without the announcement each of them waits for the app's
 * scripts to arrive and start (about two round trips on a phone); with it they come down
 * beside those scripts. The first screen of /listings is its destination tiles, whose first
 * photo is its largest paint.
 */
interface PagePreload {
  readonly page: RegExp;
  /** The `webpackChunkName` of the page's view. */
  readonly chunk: string;
  /** GETs of this host's API the page makes on its own before it first shows (no query). */
  readonly asks: readonly string[];
}

export const PAGE_PRELOADS: readonly PagePreload[] = [
  {
    page: /^\/listings\/?$/,
    chunk: 'listings-page',
    // ListingCatalogGateway's listingCatalog() and destinations(), started with the page's code.
    asks: ['/api/listing/catalog', '/api/listings/destinations'],
  },
];

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
export const pagePreloadLinks = async (staticDir: string, path: string): Promise<string | null> => {
  const preload = PAGE_PRELOADS.find((candidate) => candidate.page.test(path));
  if (!preload) return null;
  const links = [
    ...(await chunkFiles(staticDir, preload.chunk)),
    ...preload.asks.map((ask) => `<${ask}>; rel=preload; as=fetch; crossorigin`),
  ];
  return links.join(', ');
};
