import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ConversationEntry } from '../../../src/core/messaging/conversation.entity.js';
import { ConversationFeed } from '../../../src/ui/conversation/conversation-feed.js';

const entry = (over: Partial<ConversationEntry>): ConversationEntry => ({
  objectId: 'e1',
  kind: 'note',
  author: { role: 'guest', name: 'Ava Guest' },
  text: '',
  createdAt: '2026-12-20T15:00:00.000Z',
  itemId: null,
  ...over,
});

const showFeed = (entries: ConversationEntry[], timeZone: string | undefined) =>
  render(
    <MemoryRouter>
      <ConversationFeed entries={entries} truncated={false} itineraryId="it-ski" timeZone={timeZone} />
    </MemoryRouter>,
  );

describe('the conversation thread', () => {
  it("tells a booking's time and each entry's time in the guest's own zone, not UTC", () => {
    showFeed(
      [entry({ text: 'Ava Guest reserved In-Home Massage on 2026-12-25 01:00 UTC.' })],
      'America/Denver',
    );
    const item = within(screen.getByRole('list', { name: 'Messages and updates' })).getByRole('listitem');
    expect(item.querySelector('.conversation-entry__text')?.textContent).toBe(
      'Ava Guest reserved In-Home Massage on 12/24/2026 6:00 pm MST.',
    );
    expect(within(item).getByText('12/20/2026 8:00 am MST').getAttribute('dateTime')).toBe(
      '2026-12-20T15:00:00.000Z',
    );
    expect(item.textContent).not.toContain('UTC');
  });

  it('says UTC when the browser names no zone', () => {
    showFeed([entry({ text: 'On 2026-12-25 01:00 UTC.' })], undefined);
    expect(
      screen.getByText('12/25/2026 1:00 am UTC', { selector: '.conversation-entry__text time' }),
    ).toBeTruthy();
  });

  it('links an event to its item only when the host names one (an item still on the trip)', () => {
    showFeed(
      [
        entry({ objectId: 'a', kind: 'status-change', text: 'Chef: Booked', itemId: 'si-1' }),
        entry({ objectId: 'b', kind: 'status-change', text: 'Cruise: Removed from the trip', itemId: null }),
      ],
      'America/Denver',
    );
    const [kept, gone] = within(screen.getByRole('list', { name: 'Messages and updates' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement];
    expect(within(kept).getByRole('link', { name: 'See the item on your trip' }).getAttribute('href')).toBe(
      '/itineraries/it-ski?tab=itinerary&item=si-1',
    );
    expect(within(gone).queryByRole('link')).toBeNull();
    expect(kept.className).toContain('conversation-event');
  });
});
