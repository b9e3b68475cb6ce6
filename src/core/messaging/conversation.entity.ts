import * as t from 'io-ts';
import { IsoDateString, nullable, oneOf, struct } from '../shared/index.js';
import { CONVERSATION_AUTHOR_ROLES, CONVERSATION_ENTRY_KINDS } from './conversation-entry.rule.js';

/** Who wrote an entry: a guest or the concierge, by name. */
export const ConversationAuthor = struct('ConversationAuthor', {
  role: oneOf(CONVERSATION_AUTHOR_ROLES),
  name: t.string,
});
export type ConversationAuthor = t.TypeOf<typeof ConversationAuthor>;

/**
 * One entry of a trip's conversation (docs/product/flows.md#conversation). `itemId` names
 * the item a status change or a quote is about, so the guest can open it and act.
 */
export const ConversationEntry = struct(
  'ConversationEntry',
  {
    objectId: t.string,
    kind: oneOf(CONVERSATION_ENTRY_KINDS),
    author: ConversationAuthor,
    text: t.string,
    createdAt: IsoDateString,
  },
  { itemId: nullable(t.string) },
);
export type ConversationEntry = t.TypeOf<typeof ConversationEntry>;

/**
 * GET /api/itinerary/{id}/conversation (docs/product/calls.md#itineraries): the entries in
 * time order, oldest first; `truncated` when earlier entries were left out.
 */
export const Conversation = struct('Conversation', {
  entries: t.array(ConversationEntry),
  truncated: t.boolean,
});
export type Conversation = t.TypeOf<typeof Conversation>;
