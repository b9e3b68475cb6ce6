import { issueAccountLink } from '../auth/account-links.js';
import { CONCIERGE_ROLES } from '../auth/require-concierge.js';
import { findUserIdByEmail, rolesOf } from '../auth/user.store.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { RECENT_MAIL_LIMIT, tableMailOutbox } from '../mail/mail-outbox.js';
import { loadRespondBy, saveRespondBy } from '../pending/pending.store.js';
import { issueCardTokenFor } from './concierge-card-tokens.js';
import type { ConciergeCommand } from './concierge-cli-args.js';
import { listItemsWithStatus } from './concierge-items.store.js';
import { moveItemAsConcierge } from './concierge-moves.js';
import { noteItemForGuest } from './concierge-notes.js';
import { visibleJson, visibleText } from './visible-text.js';

export interface CliOutcome {
  /** What to print on stdout (success) or stderr (refusal). */
  lines: string[];
  /** 0 done, 1 refused by the rules. */
  code: 0 | 1;
}

export interface CliContext {
  now: Date;
  /** Where card-token links point when --app-url is not given. */
  appUrl: string;
}

/** The concierge recorded as acting (--as): must hold the concierge or admin role. */
const actorOf = async (db: Database, email: string | null): Promise<string | null> => {
  if (email === null) return null;
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw new HttpError(404, `--as: no account has the e-mail ${email}`);
  const roles = await rolesOf(db, userId);
  if (!CONCIERGE_ROLES.some((role) => roles.includes(role)))
    throw new HttpError(403, `--as: ${email} is not a concierge or admin`);
  return userId;
};

/**
 * Runs one concierge command against the database, with the routes' own rules
 * (concierge-moves.ts, concierge-card-tokens.ts). A refusal (an HttpError) comes back as
 * code 1 and its message; anything else is thrown for the caller to report. What it prints
 * holds guests' own words (trip names, e-mails, notes): control characters come back visible.
 */
export const runConciergeCommand = async (
  db: Database,
  command: Exclude<ConciergeCommand, { kind: 'help' }>,
  context: CliContext,
): Promise<CliOutcome> => {
  const outcome = await runCommand(db, command, context);
  const json = command.json && outcome.code === 0;
  return { ...outcome, lines: outcome.lines.map(json ? visibleJson : visibleText) };
};

const runCommand = async (
  db: Database,
  command: Exclude<ConciergeCommand, { kind: 'help' }>,
  context: CliContext,
): Promise<CliOutcome> => {
  try {
    if (command.kind === 'items') {
      const items = await listItemsWithStatus(db, command.status);
      if (command.json) return { lines: [JSON.stringify(items, null, 2)], code: 0 };
      if (items.length === 0) return { lines: [`No items are ${command.status.join(' or ')}.`], code: 0 };
      return {
        lines: items.map(
          (item) =>
            `${item.id}  ${item.status.padEnd(13)} ${item.item_type.padEnd(20)} ${item.what} — ${item.trip} (${item.email}, trip ${item.itinerary_id})`,
        ),
        code: 0,
      };
    }
    if (command.kind === 'move') {
      const moved = await moveItemAsConcierge(db, {
        itemId: command.itemId,
        action: command.action,
        actorUserId: await actorOf(db, command.as),
        reason: command.reason,
        quote: command.quote,
      });
      return {
        lines: [
          command.json
            ? JSON.stringify(moved, null, 2)
            : `${moved.itemType} ${moved.itemId} on trip ${moved.itineraryId}: ${moved.previousStatus} -> ${moved.status}`,
        ],
        code: 0,
      };
    }
    if (command.kind === 'note') {
      const noted = await noteItemForGuest(db, {
        itemId: command.itemId,
        notes: command.text,
        actorUserId: await actorOf(db, command.as),
      });
      return {
        lines: [
          command.json
            ? JSON.stringify(noted, null, 2)
            : `Notes on item ${noted.itemId} of trip ${noted.itineraryId}: ${noted.notesFromConcierge}`,
        ],
        code: 0,
      };
    }
    if (command.kind === 'respond-by') {
      if (command.set) await saveRespondBy(db, command.set.owes, command.set.hours);
      const rule = await loadRespondBy(db);
      return {
        lines: command.json
          ? [JSON.stringify(rule, null, 2)]
          : [
              `${command.set ? 'Now: ' : ''}a price is due ${rule.price} hours after the guest asks; a confirmation ${rule.confirmation} hours after the guest reserves.`,
            ],
        code: 0,
      };
    }
    if (command.kind === 'outbox') {
      // The CLI works on the database itself, so it reads the reference outbox, the table.
      const messages = await tableMailOutbox.postedTo(db, command.email, RECENT_MAIL_LIMIT);
      if (command.json) return { lines: [JSON.stringify(messages, null, 2)], code: 0 };
      if (messages.length === 0) return { lines: [`No messages to ${command.email}.`], code: 0 };
      return {
        lines: messages.flatMap((message, at) => [
          ...(at === 0 ? [] : ['']),
          `${message.createdAt}  to ${message.to}: ${message.subject}`,
          ...message.text.split('\n').map((line) => (line ? `  ${line}` : '')),
        ]),
        code: 0,
      };
    }
    if (command.kind === 'account-link') {
      const link = await issueAccountLink(
        db,
        {
          email: command.email,
          purpose: command.purpose,
          create: command.create,
          issuedByUserId: await actorOf(db, command.as),
          now: context.now,
        },
        command.appUrl ?? context.appUrl,
      );
      return {
        lines: command.json
          ? [JSON.stringify(link, null, 2)]
          : [
              `${link.created ? 'Invited a new account' : 'Account link'} for ${command.email} (${link.purpose}), valid until ${link.expiresAt}:`,
              link.url,
            ],
        code: 0,
      };
    }
    const issued = await issueCardTokenFor(
      db,
      {
        ...(command.email === undefined ? {} : { email: command.email }),
        ...(command.userId === undefined ? {} : { userId: command.userId }),
        itineraryId: command.itineraryId,
        issuedByUserId: await actorOf(db, command.as),
        now: context.now,
      },
      command.appUrl ?? context.appUrl,
    );
    return {
      lines: command.json
        ? [JSON.stringify(issued, null, 2)]
        : [`Card token for user ${issued.userId}, valid until ${issued.expiresAt}:`, issued.url],
      code: 0,
    };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return { lines: [error.message], code: 1 };
    throw error;
  }
};
