import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Conversation } from '../../../src/core/messaging/conversation.entity.js';
import { conversationKindWords } from '../../../src/core/messaging/conversation-entry.rule.js';
import { decode } from '../../../src/core/shared/decode.js';

const entry = {
  objectId: 'ev-1',
  kind: 'quote',
  author: { role: 'concierge', name: 'Cole Concierge' },
  text: 'Private chef dinner: Quote Provided',
  createdAt: '2031-02-09T18:00:00.000Z',
  itemId: 'si-1',
};

describe('a conversation as the host answers it', () => {
  it('reads entries with their kind, author, words, time and item', () => {
    const message = {
      ...entry,
      objectId: 'gm-1',
      kind: 'message',
      author: { role: 'guest', name: 'Ava' },
      itemId: null,
    };
    expect(decode(Conversation, { entries: [message, entry], truncated: true })).toEqual(
      E.right({ entries: [message, entry], truncated: true }),
    );
  });

  it('refuses a kind or a role it does not know, and a time that is not one, naming the path', () => {
    for (const [bad, path] of [
      [{ ...entry, kind: 'gossip' }, 'entries.0.kind'],
      [{ ...entry, author: { role: 'stranger', name: 'X' } }, 'entries.0.author.role'],
      [{ ...entry, createdAt: 'yesterday' }, 'entries.0.createdAt'],
    ] as const) {
      const read = decode(Conversation, { entries: [bad], truncated: false });
      expect(E.isLeft(read) && read.left.path).toBe(path);
    }
    expect(E.isLeft(decode(Conversation, { entries: [] }))).toBe(true);
  });

  it('introduces each kind in words', () => {
    expect(
      ['message', 'note', 'status-change', 'quote'].map((kind) => conversationKindWords(kind as never)),
    ).toEqual(['Message', 'Note', 'Status change', 'Quote']);
  });
});
