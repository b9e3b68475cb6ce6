/**
 * The app's own view-model run from plain Node against a running host: the home search a
 * guest does on /listings, through the headless container (the real view-model, use cases,
 * gateways and REST client; in memory only what a browser would hold).
 *
 *   npm start                                      (in another terminal: the host on :3000)
 *   node --import tsx examples/headless-search.ts  [destination] [host]
 *                                                  (npm run example:search -- Aspen)
 */
import 'reflect-metadata';
import dayjs from 'dayjs';
import { when } from 'mobx';
import { buildHeadlessContainer } from '../src/composition-root/headless.js';
import { readConfig } from '../src/config.js';
import { withListingSearch } from '../src/core/catalog/index.js';
import { formatUsd } from '../src/core/formatting/index.js';
import { ListingCatalogViewModel } from '../src/ui/catalog/listing-catalog.view-model.js';

/** Searches `destination` for a week a month from now for two adults; answers what a guest would read. */
export const searchHomes = async (host: string, destination: string): Promise<string[]> => {
  const config = readConfig({ PUBLIC_API_URL: host, PUBLIC_AUTH_URL: `${host}/auth` });
  const { container, errorReporter } = buildHeadlessContainer({ config });
  const search = container.get(ListingCatalogViewModel);
  const checkIn = dayjs().add(30, 'day').format('YYYY-MM-DD');
  const checkOut = dayjs().add(37, 'day').format('YYYY-MM-DD');
  await search.pageOpened();
  search.urlChanged(
    withListingSearch('', { destination, startDate: checkIn, endDate: checkOut, adultCount: 2 }),
  );
  await when(() => search.results.kind === 'results' && !search.results.refreshing, { timeout: 30_000 });
  const { results } = search;
  if (results.kind !== 'results') return [`No search ran (${search.catalog.status})`];
  const shown = results.exact.slice(0, 3);
  await Promise.all(shown.map((card) => search.prices.cardShown(card.id)));
  const lines = [`${results.numExactMatches} homes in ${destination}, ${checkIn} to ${checkOut}, 2 adults`];
  for (const card of shown) {
    const price = search.prices.priceOf(card.id);
    const total =
      price.status === 'priced'
        ? `${formatUsd(price.total, { withCents: false })} all-in`
        : 'no price for these dates';
    lines.push(`${card.name}: ${total}`);
  }
  for (const { error } of errorReporter.reports) lines.push(`Reported: ${String(error)}`);
  return lines;
};

/**
 * Whether a host answers its health check within `ms`: a guest's search waits out its own
 * timeouts and retries, which is right in a browser but not for someone who forgot `npm start`.
 */
export const hostAnswers = async (host: string, ms = 2_000): Promise<boolean> => {
  try {
    const answer = await fetch(`${host}/api/health`, { signal: AbortSignal.timeout(ms) });
    return answer.ok;
  } catch {
    return false;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const [destination = 'Aspen', host = 'http://localhost:3000'] = process.argv.slice(2);
  hostAnswers(host)
    .then((answers) => {
      if (!answers) throw new Error(`no host answers at ${host} (start one with npm start)`);
      return searchHomes(host, destination);
    })
    .then((lines) => console.log(lines.join('\n')))
    .catch((error: unknown) => {
      console.error(`The search could not run: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    });
}
