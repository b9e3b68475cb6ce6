import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { FastifyInstance, HTTPMethods } from 'fastify';

/**
 * The consumer's pact runs ahead of the reference host: it names every call the app makes,
 * most of which the host does not serve yet. Verifying all of it would fail on every call
 * still to come; skipping them silently would hide them. So the verification splits the
 * pact by asking the host's own router whether a route answers each request: routed
 * interactions are verified, the others are reported one by one as pending.
 */

export interface PactInteraction {
  readonly description: string;
  readonly providerStates?: readonly { readonly name: string }[];
  readonly request: {
    readonly method: string;
    /** The example path, with any provider-state ids at their example values. */
    readonly path: string;
    readonly query?: Readonly<Record<string, readonly string[]>>;
  };
}

export interface PactFile {
  readonly interactions: readonly PactInteraction[];
  readonly [key: string]: unknown;
}

export const readPact = (file: string): PactFile => JSON.parse(readFileSync(file, 'utf8')) as PactFile;

/** The router's view of a host: Fastify's hasRoute, which matches route patterns. */
export type RouteTable = Pick<FastifyInstance, 'hasRoute'>;

// A literal ':' in a segment is written '::' in a route pattern.
const asStatic = (segment: string) => segment.replaceAll(':', '::');

/**
 * Every route pattern a concrete path could have been registered under: each segment either
 * as it is or as a parameter (`/api/itinerary/it-demo/items` → `/api/itinerary/:p3/items`,
 * ...). hasRoute compares patterns, not requests, and ignores parameter names, so a request
 * is routed exactly when one of these is. Wildcards are left out on purpose: a catch-all
 * (static pages, a not-found fallback) answers a path, it does not implement a call.
 */
export const routePatterns = (path: string): string[] => {
  const segments = path.split('/').slice(1);
  let patterns = [''];
  segments.forEach((segment, index) => {
    const options = segment === '' ? [''] : [asStatic(segment), `:p${index}`];
    patterns = patterns.flatMap((prefix) => options.map((option) => `${prefix}/${option}`));
  });
  return patterns;
};

/**
 * Whether the host routes this request. The host ignores trailing slashes (it registers
 * '/api/login/' as '/api/login'), so a path ending in '/' is also tried without it.
 */
export const isRouted = (routes: RouteTable, method: string, path: string): boolean => {
  const paths = path.length > 1 && path.endsWith('/') ? [path, path.slice(0, -1)] : [path];
  return paths.some((candidate) =>
    routePatterns(candidate).some((url) =>
      routes.hasRoute({ method: method.toUpperCase() as HTTPMethods, url }),
    ),
  );
};

export interface PactSplit {
  /** Interactions a route of the host answers: verified. */
  readonly implemented: readonly PactInteraction[];
  /** Interactions no route answers yet: reported as pending, by name. */
  readonly pending: readonly PactInteraction[];
}

export const splitByRoute = (interactions: readonly PactInteraction[], routes: RouteTable): PactSplit => {
  const implemented: PactInteraction[] = [];
  const pending: PactInteraction[] = [];
  for (const interaction of interactions)
    (isRouted(routes, interaction.request.method, interaction.request.path) ? implemented : pending).push(
      interaction,
    );
  return { implemented, pending };
};

/** The provider states the given interactions need handlers for. */
export const statesOf = (interactions: readonly PactInteraction[]): Set<string> =>
  new Set(
    interactions.flatMap((interaction) => (interaction.providerStates ?? []).map((state) => state.name)),
  );

/**
 * A copy of the pact holding only the given interactions, for the Verifier; the committed
 * pact is never touched. Written under `dir` with the committed file's name.
 */
export const writePactSubset = (
  pact: PactFile,
  interactions: readonly PactInteraction[],
  committedFile: string,
  dir: string,
): string => {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, basename(committedFile));
  writeFileSync(file, `${JSON.stringify({ ...pact, interactions }, null, 2)}\n`);
  return file;
};
