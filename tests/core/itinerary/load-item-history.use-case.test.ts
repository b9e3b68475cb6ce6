import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { ItemHistoryEntry } from '../../../src/core/itinerary/item-history-gateway.port.js';
import { loadItemHistory } from '../../../src/core/itinerary/load-item-history.use-case.js';

const at = (day: number) => `2030-01-0${day}T10:00:00.000Z`;

describe('an item’s history in the guest’s words', () => {
  it('names the arrival, then each status, and who moved it', async () => {
    const entries: ItemHistoryEntry[] = [
      { status: 'draft', at: at(1), by: 'guest', reason: null },
      { status: 'info', at: at(2), by: 'guest', reason: null },
      { status: 'approved', at: at(3), by: 'guest', reason: null },
      { status: 'not_available', at: at(4), by: 'concierge', reason: null },
      { status: 'removed', at: at(5), by: 'guest', reason: 'Guest deleted it' },
    ];
    const asked: unknown[] = [];
    const history = await loadItemHistory(
      {
        history: {
          history: async (item) => {
            asked.push(item);
            return E.right(entries);
          },
        },
      },
      { itineraryId: 'trip', kind: 'home', itemId: 'li' },
    );
    expect(asked).toEqual([{ itineraryId: 'trip', kind: 'home', itemId: 'li' }]);
    expect(E.isRight(history) && history.right.map((step) => [step.title, step.byWords, step.at])).toEqual([
      ['Added to your trip', 'you', at(1)],
      ['Questions answered', 'you', at(2)],
      ['Pending Confirmation — We will be in touch shortly', 'you', at(3)],
      ['Not Available', 'the concierge', at(4)],
      ['Removed from your trip', 'you', at(5)],
    ]);
  });

  it('passes a failure on', async () => {
    const failure = { kind: 'network' } as never;
    const history = await loadItemHistory(
      { history: { history: async () => E.left(failure) } },
      { itineraryId: 'trip', kind: 'service', itemId: 'x' },
    );
    expect(history).toEqual(E.left(failure));
  });
});
