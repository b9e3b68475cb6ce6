/**
 * What the trip's conversation holds (docs/product/flows.md#conversation): the guest's
 * messages, notes on the concierge's case, the items' status changes and quotes, each by a
 * guest or the concierge. The host names each entry's kind and author; these lists are the
 * words it may use.
 */
export const CONVERSATION_ENTRY_KINDS = ['message', 'note', 'status-change', 'quote'] as const;
export type ConversationEntryKind = (typeof CONVERSATION_ENTRY_KINDS)[number];

export const CONVERSATION_AUTHOR_ROLES = ['guest', 'concierge'] as const;
export type ConversationAuthorRole = (typeof CONVERSATION_AUTHOR_ROLES)[number];

/**
 * The host answers at most the latest CONVERSATION_LIMIT entries, oldest first, and says
 * when earlier ones were left out (docs/product/calls.md#itineraries).
 */
export const CONVERSATION_LIMIT = 200;

/** How an entry is introduced to the guest, by its kind. */
const KIND_WORDS: Readonly<Record<ConversationEntryKind, string>> = {
  message: 'Message',
  note: 'Note',
  'status-change': 'Status change',
  quote: 'Quote',
};

export const conversationKindWords = (kind: ConversationEntryKind): string => KIND_WORDS[kind];
