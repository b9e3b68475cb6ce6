import {
  CONVERSATION_LIMIT,
  type ConversationAuthorRole,
  type ConversationEntryKind,
} from '../../src/core/messaging/index.js';
import type { Queryable } from '../db/database.js';
import { type FeedRow, findLatestFeedRows } from './conversation.store.js';
import { statusChangeText } from './conversation-words.js';

export interface ConversationEntryJson {
  objectId: string;
  kind: ConversationEntryKind;
  author: { role: ConversationAuthorRole; name: string };
  text: string;
  createdAt: string;
  itemId: string | null;
}

/** Who nobody can be named for: an entry whose author's account is gone, or the host's own move. */
export const CONCIERGE_TEAM = 'Concierge';

const authorOf = (row: FeedRow): ConversationEntryJson['author'] => {
  const role: ConversationAuthorRole = row.by_concierge ? 'concierge' : 'guest';
  // A message carries the name its writer gave (docs/product/validation.md#message-sender).
  if (row.kind === 'message') return { role: 'guest', name: row.given_name || CONCIERGE_TEAM };
  if (!row.has_author) return { role: 'concierge', name: CONCIERGE_TEAM };
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ');
  return { role, name: name || CONCIERGE_TEAM };
};

const entryOf = (row: FeedRow): ConversationEntryJson => {
  const author = authorOf(row);
  const text =
    row.kind === 'message' || row.kind === 'note'
      ? (row.text ?? '')
      : statusChangeText(row.item_name, row.to_status ?? '', author.role === 'concierge' ? row.reason : null);
  return { objectId: row.id, kind: row.kind, author, text, createdAt: row.created_at, itemId: row.item_id };
};

/**
 * The latest CONVERSATION_LIMIT entries of a trip, oldest first, and whether earlier ones
 * were left out (docs/host/decisions.md#the-trips-conversation).
 */
export const conversationOf = async (
  db: Queryable,
  itineraryId: string,
  limit = CONVERSATION_LIMIT,
): Promise<{ entries: ConversationEntryJson[]; truncated: boolean }> => {
  const rows = await findLatestFeedRows(db, itineraryId, limit + 1);
  const kept = rows.slice(0, limit);
  return { entries: kept.reverse().map(entryOf), truncated: rows.length > limit };
};
