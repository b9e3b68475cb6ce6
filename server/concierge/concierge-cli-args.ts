import { parseArgs } from 'node:util';
import type { ConciergeOwes } from '../../src/core/itinerary/index.js';
import { ITEM_STATUS_ORDER, isItemStatus } from '../../src/core/itinerary/index.js';
import { ACCOUNT_PURPOSES, type AccountPurpose } from '../db/rows/account-links.js';
import { ID_PATTERN } from '../http/id-schema.js';
import { type ConciergeAction, isConciergeAction } from './concierge-moves.js';
import { MAX_CONCIERGE_NOTES } from './concierge-notes.js';
import { MAX_QUOTE_DOLLARS, type QuotedStayPricing, type QuoteJson } from './item-quote.js';

export type ConciergeCommand =
  | { kind: 'help' }
  | { kind: 'items'; status: string[]; json: boolean }
  | {
      kind: 'move';
      action: ConciergeAction;
      itemId: string;
      quote: QuoteJson;
      reason: string | null;
      as: string | null;
      json: boolean;
    }
  | { kind: 'note'; itemId: string; text: string; as: string | null; json: boolean }
  | { kind: 'respond-by'; set: { owes: ConciergeOwes; hours: number } | null; json: boolean }
  | {
      kind: 'card-token';
      email?: string;
      userId?: string;
      itineraryId: string | null;
      as: string | null;
      appUrl: string | null;
      json: boolean;
    }
  | {
      kind: 'account-link';
      email: string;
      purpose?: AccountPurpose;
      create?: { firstName: string; lastName: string };
      as: string | null;
      appUrl: string | null;
      json: boolean;
    }
  | { kind: 'outbox'; email: string; json: boolean };

/** The hours a respond-by rule may hold (the table's check, migration 041). */
export const MIN_RESPOND_BY_HOURS = 1;
export const MAX_RESPOND_BY_HOURS = 720;

/** A usage mistake: printed with the usage, exit code 2. */
export class UsageError extends Error {}

const amount = (text: string, what: string, { min = -MAX_QUOTE_DOLLARS } = {}): number => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || value < min || value > MAX_QUOTE_DOLLARS)
    throw new UsageError(`${what} must be a number${min === 0 ? ' of 0 or more' : ''}, got "${text}"`);
  return value;
};

/** 'AMOUNT:REASON' or 'NAME:AMOUNT' split at the first colon. */
const pair = (text: string): [string, string | null] => {
  const at = text.indexOf(':');
  return at < 0 ? [text, null] : [text.slice(0, at), text.slice(at + 1)];
};

const quoteOf = (values: Record<string, unknown>): QuoteJson => {
  const adjustments = (values.adjustment as string[] | undefined) ?? [];
  const fees = (values.fee as string[] | undefined) ?? [];
  const home =
    ['base-rate', 'taxes', 'deposit'].some((name) => values[name] !== undefined) || fees.length > 0;
  if (home && adjustments.length > 0)
    throw new UsageError(
      'Give --adjustment for a service, or --base-rate and the stay price for a home, not both',
    );
  if (!home)
    return adjustments.length === 0
      ? {}
      : {
          adjustments: adjustments.map((text) => {
            const [value, reason] = pair(text);
            return { adjustmentAmount: amount(value, '--adjustment'), adjustmentReason: reason || null };
          }),
        };
  if (values['base-rate'] === undefined) throw new UsageError('--base-rate is required to quote a home');
  const pricing: QuotedStayPricing = {
    totalBaseRate: amount(values['base-rate'] as string, '--base-rate', { min: 0 }),
    pricingFees: fees.map((text) => {
      const [name, value] = pair(text);
      if (value === null) throw new UsageError(`--fee must be NAME:AMOUNT, got "${text}"`);
      return { name, amount: amount(value, '--fee', { min: 0 }) };
    }),
    taxes: values.taxes === undefined ? null : amount(values.taxes as string, '--taxes', { min: 0 }),
    securityDeposit:
      values.deposit === undefined ? null : amount(values.deposit as string, '--deposit', { min: 0 }),
  };
  return { pricing };
};

/** Reads the command line; a mistake throws a UsageError naming it. */
export const parseConciergeArgs = (argv: readonly string[]): ConciergeCommand => {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        help: { type: 'boolean', short: 'h' },
        json: { type: 'boolean' },
        reason: { type: 'string' },
        as: { type: 'string' },
        status: { type: 'string', multiple: true },
        adjustment: { type: 'string', multiple: true },
        'base-rate': { type: 'string' },
        fee: { type: 'string', multiple: true },
        taxes: { type: 'string' },
        deposit: { type: 'string' },
        email: { type: 'string' },
        'user-id': { type: 'string' },
        itinerary: { type: 'string' },
        'app-url': { type: 'string' },
        purpose: { type: 'string' },
        create: { type: 'boolean' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        text: { type: 'string' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help || positionals.length === 0) return { kind: 'help' };
  const [command, ...rest] = positionals as [string, ...string[]];
  const json = values.json === true;
  const as = (values.as as string | undefined) ?? null;
  const only = (count: number) => {
    if (rest.length !== count)
      throw new UsageError(
        `${command} takes ${count === 0 ? 'no argument' : 'an item id'}, got ${rest.length}`,
      );
  };

  if (command === 'items') {
    only(0);
    const status = (values.status as string[] | undefined) ?? ['in_progress', 'approved'];
    const unknown = status.find((value) => !isItemStatus(value));
    if (unknown)
      throw new UsageError(`--status must be one of ${ITEM_STATUS_ORDER.join(', ')}, got "${unknown}"`);
    return { kind: 'items', status, json };
  }
  if (isConciergeAction(command)) {
    only(1);
    const itemId = rest[0] as string;
    if (!new RegExp(ID_PATTERN).test(itemId)) throw new UsageError(`"${itemId}" is not an item id`);
    const quote = command === 'quote' ? quoteOf(values) : {};
    if (
      command !== 'quote' &&
      ['adjustment', 'base-rate', 'fee', 'taxes', 'deposit'].some((name) => values[name] !== undefined)
    )
      throw new UsageError(`${command} takes no price: only quote does`);
    return {
      kind: 'move',
      action: command,
      itemId,
      quote,
      reason: (values.reason as string | undefined) ?? null,
      as,
      json,
    };
  }
  if (command === 'note') {
    only(1);
    const itemId = rest[0] as string;
    if (!new RegExp(ID_PATTERN).test(itemId)) throw new UsageError(`"${itemId}" is not an item id`);
    const text = values.text as string | undefined;
    if (!text?.trim()) throw new UsageError('note needs --text with the notes for the guest');
    if (text.length > MAX_CONCIERGE_NOTES)
      throw new UsageError(`--text holds at most ${MAX_CONCIERGE_NOTES} characters, got ${text.length}`);
    return { kind: 'note', itemId, text, as, json };
  }
  if (command === 'respond-by') {
    if (rest.length === 0) return { kind: 'respond-by', set: null, json };
    if (rest.length !== 2)
      throw new UsageError(
        `respond-by takes price or confirmation and a number of hours, got ${rest.length} arguments`,
      );
    const [owes, hoursText] = rest as [string, string];
    if (owes !== 'price' && owes !== 'confirmation')
      throw new UsageError(`respond-by: say price or confirmation, got "${owes}"`);
    const hours = Number(hoursText);
    if (!/^\d+$/.test(hoursText) || hours < MIN_RESPOND_BY_HOURS || hours > MAX_RESPOND_BY_HOURS)
      throw new UsageError(
        `respond-by: hours must be a whole number from ${MIN_RESPOND_BY_HOURS} to ${MAX_RESPOND_BY_HOURS}, got "${hoursText}"`,
      );
    return { kind: 'respond-by', set: { owes, hours }, json };
  }
  if (command === 'card-token') {
    only(0);
    const email = values.email as string | undefined;
    const userId = values['user-id'] as string | undefined;
    if ((email === undefined) === (userId === undefined))
      throw new UsageError('card-token needs --email or --user-id (one of them)');
    return {
      kind: 'card-token',
      ...(email === undefined ? {} : { email }),
      ...(userId === undefined ? {} : { userId }),
      itineraryId: (values.itinerary as string | undefined) ?? null,
      as,
      appUrl: (values['app-url'] as string | undefined) ?? null,
      json,
    };
  }
  if (command === 'account-link') {
    only(0);
    const email = values.email as string | undefined;
    if (!email) throw new UsageError('account-link needs --email');
    const purpose = values.purpose as string | undefined;
    if (purpose !== undefined && !(ACCOUNT_PURPOSES as readonly string[]).includes(purpose))
      throw new UsageError(`--purpose must be one of ${ACCOUNT_PURPOSES.join(', ')}, got "${purpose}"`);
    const firstName = values['first-name'] as string | undefined;
    const lastName = values['last-name'] as string | undefined;
    if (values.create && (!firstName?.trim() || !lastName?.trim()))
      throw new UsageError('--create needs --first-name and --last-name');
    if (!values.create && (firstName !== undefined || lastName !== undefined))
      throw new UsageError('--first-name and --last-name go with --create');
    return {
      kind: 'account-link',
      email,
      ...(purpose === undefined ? {} : { purpose: purpose as AccountPurpose }),
      ...(values.create ? { create: { firstName: firstName as string, lastName: lastName as string } } : {}),
      as,
      appUrl: (values['app-url'] as string | undefined) ?? null,
      json,
    };
  }
  if (command === 'outbox') {
    only(0);
    const email = (values.email as string | undefined)?.trim();
    if (!email) throw new UsageError('outbox needs --email');
    return { kind: 'outbox', email, json };
  }
  throw new UsageError(`Unknown command "${command}"`);
};
