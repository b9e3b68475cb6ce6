import { describe, expect, it } from 'vitest';
import {
  conversationTextParts,
  isConversationEvent,
} from '../../../src/core/messaging/conversation-text.rule.js';

describe('conversationTextParts', () => {
  it('cuts a booking note around its UTC instant', () => {
    expect(conversationTextParts('Ava Guest reserved In-Home Massage on 2026-12-25 01:00 UTC.')).toEqual([
      { kind: 'words', text: 'Ava Guest reserved In-Home Massage on ' },
      { kind: 'instant', iso: '2026-12-25T01:00:00Z' },
      { kind: 'words', text: '.' },
    ]);
  });

  it('reads ISO instants too, and several in one text', () => {
    expect(conversationTextParts('From 2026-12-24T18:00:00.000Z to 2026-12-24 21:30 UTC')).toEqual([
      { kind: 'words', text: 'From ' },
      { kind: 'instant', iso: '2026-12-24T18:00:00Z' },
      { kind: 'words', text: ' to ' },
      { kind: 'instant', iso: '2026-12-24T21:30:00Z' },
    ]);
  });

  it('leaves words without an instant, an impossible date and a bare day as they are', () => {
    expect(conversationTextParts('Guests arrive late.')).toEqual([
      { kind: 'words', text: 'Guests arrive late.' },
    ]);
    expect(conversationTextParts('on 2026-13-45 99:99 UTC')).toEqual([
      { kind: 'words', text: 'on 2026-13-45 99:99 UTC' },
    ]);
    expect(conversationTextParts('Arriving 2026-12-24')).toEqual([
      { kind: 'words', text: 'Arriving 2026-12-24' },
    ]);
    expect(conversationTextParts('')).toEqual([{ kind: 'words', text: '' }]);
  });
});

describe('isConversationEvent', () => {
  it('status changes and quotes are events; messages and notes are not', () => {
    expect(['message', 'note', 'status-change', 'quote'].map(isConversationEvent)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});
