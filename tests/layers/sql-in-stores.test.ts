import { describe, expect, it } from 'vitest';
import { repositoryFiles, textLines } from './repository-text.js';

/**
 * The host keeps its SQL in stores (`*.store.ts`, ARCHITECTURE.md): routes speak HTTP and
 * workflows hold the rules. The database's own plumbing (server/db) runs SQL by nature; the
 * demo seed and the pact states are outside production. Files that still run SQL elsewhere
 * wait here while their areas are split. The list only shrinks: the test fails when a file
 * on it no longer runs SQL (take it off then) and when one not on it starts.
 */
const SQL_NOT_YET_IN_STORES = [
  'server/auth/account-routes.ts',
  'server/auth/account-tokens.ts',
  'server/auth/session-repository.ts',
  'server/auth/user-phone.routes.ts',
  'server/auth/user-repository.ts',
  'server/concierge/concierge-card-tokens.ts',
  'server/concierge/concierge-cli.ts',
  'server/concierge/concierge-moves.ts',
  'server/concierge/concierge-notes.ts',
  'server/http/health.routes.ts',
  'server/http/limit-counters.ts',
  'server/promo-codes/promo-code-record.ts',
  'server/promo-codes/redeemable-item.ts',
  'server/trips/attachment-file.routes.ts',
  'server/trips/attachment-owner.ts',
  'server/trips/attachments.routes.ts',
  'server/trips/conversation-feed.ts',
  'server/trips/create-itinerary.ts',
  'server/trips/folio.routes.ts',
  'server/trips/guest-lead.ts',
  'server/trips/itinerary-access.ts',
  'server/trips/itinerary-dates.ts',
  'server/trips/itinerary-list.routes.ts',
  'server/trips/itinerary-summary-json.ts',
  'server/trips/messages.routes.ts',
  'server/trips/trip-history.ts',
  'server/trips/trip-notes.routes.ts',
];

/** A call of the database's query method: `db.query(`, `tx.query<Row>(`. */
const QUERY_CALL = /\.query(<|\()/;

const runsSql = (path: string): boolean => textLines(path).some((line) => QUERY_CALL.test(line));

const productionFiles = (): string[] =>
  repositoryFiles('server')
    .filter((path) => path.endsWith('.ts'))
    .filter((path) => !/^server\/(db|demo|verification)\//.test(path));

describe('the host keeps its SQL in stores', () => {
  it('no file outside a store starts running SQL', () => {
    const outside = productionFiles().filter((path) => !path.endsWith('.store.ts') && runsSql(path));
    expect(outside.filter((path) => !SQL_NOT_YET_IN_STORES.includes(path))).toEqual([]);
  });

  it('the waiting list only names files that still run SQL outside a store', () => {
    expect(SQL_NOT_YET_IN_STORES.filter((path) => !runsSql(path) || path.endsWith('.store.ts'))).toEqual([]);
  });

  it('the stores do run SQL, so the check looks at real code', () => {
    const stores = productionFiles().filter((path) => path.endsWith('.store.ts'));
    expect(stores.length).toBeGreaterThan(0);
    expect(stores.filter((path) => !runsSql(path))).toEqual([]);
  });
});
