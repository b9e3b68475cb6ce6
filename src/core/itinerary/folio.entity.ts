import * as t from 'io-ts';
import type { Cents } from '../shared/index.js';
import { Dollars, dollarsToCents, IsoDateString, nullable, struct, withDefault } from '../shared/index.js';

/**
 * One line of a trip's billing statement. The docs name no folio fields; these are what a
 * statement shows: what, when, how much (dollars; payments negative), and of which kind.
 */
export const FolioEntry = struct(
  'FolioEntry',
  { objectId: t.string, description: t.string, amount: Dollars },
  { date: nullable(IsoDateString), type: nullable(t.string) },
);
export type FolioEntry = t.TypeOf<typeof FolioEntry>;

/** The card the trip's charges go to (docs/product/calls.md#itineraries): which one, as the guest knows it. */
export const FolioCard = struct('FolioCard', { cardId: t.string, brand: t.string, last4: t.string });
export type FolioCard = t.TypeOf<typeof FolioCard>;

/**
 * A trip's folio (docs/product/calls.md#itineraries): its lines, its balance, and the card
 * attached to the trip (null when none is).
 */
export const Folio = struct(
  'Folio',
  { entries: withDefault(t.array(FolioEntry), () => []) },
  { balance: nullable(Dollars), paymentCard: nullable(FolioCard) },
);
export type Folio = t.TypeOf<typeof Folio>;

/**
 * A 401 or 403 on the folio means no access, shown as an empty folio
 * (docs/product/roles.md#folio-access).
 */
export const emptyFolio = (): Folio => ({ entries: [] });

/** The balance in cents: the host's when sent, else the sum of the entries. */
export const folioBalanceCents = (folio: Folio): Cents =>
  folio.balance != null
    ? dollarsToCents(folio.balance)
    : (folio.entries.reduce((sum, entry) => sum + dollarsToCents(entry.amount), 0) as Cents);
