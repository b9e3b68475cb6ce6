import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conversation } from '../../../src/core/messaging/conversation.entity.js';
import { CONVERSATION_LIMIT } from '../../../src/core/messaging/conversation-entry.rule.js';
import { decodeWith } from '../support/decode.js';
import { testEngines } from '../support/test-database.js';
import { openTripHarness, type TripHarness } from './trip-harness.js';

describe.each(testEngines())("a trip's conversation on %s", (engine) => {
  let h: TripHarness;
  let strangerToken: string;
  beforeAll(async () => {
    h = await openTripHarness(engine);
    const signup = await h.call('POST', '/api/signup/', {
      token: null,
      body: {
        email: `stranger-${engine}@keyhaven.test`,
        password: 'another-long-password',
        firstName: 'Stella',
        lastName: 'Stranger',
      },
    });
    strangerToken = signup.body.token;
  });
  afterAll(() => h?.dispose());

  const call = (trip: string, token?: string | null) =>
    h.call('GET', `/api/itinerary/${trip}/conversation`, token === undefined ? {} : { token });
  const conversation = async (trip: string): Promise<Conversation> => {
    const answer = await call(trip);
    expect(answer.status).toBe(200);
    return decodeWith(Conversation, answer.body);
  };

  it('answers messages, notes, status changes and quotes in time order, each with its author', async () => {
    const trip = await h.newTrip();
    const chef = await h.addChef(trip);
    const say = (path: string, body: object, token?: string) =>
      h.call('POST', `/api/itinerary/${trip}/${path}`, { body, token });
    expect(
      (await say('messages', { message: 'Is the chef free?', user: null, userName: 'Ava', userEmail: '' }))
        .status,
    ).toBe(201);
    expect((await say('caseFeed', { message: 'Guests arrive late.' })).status).toBe(204);
    // The guest's own form filling (draft to info) is left out; a price request and a quote are in,
    // the concierge's reason said and the guest's (the host's words) not.
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_user_id)
       values ('ev-info', $1, $2, 'service', 'draft', 'info', $3)`,
      [trip, chef, h.guestId],
    );
    await h.db.query(`update itinerary_items set status = 'in_progress' where id = $1`, [chef]);
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, reason, actor_user_id)
       values ('ev-asked', $1, $2, 'service', 'info', 'in_progress', 'Guest requested a price', $3)`,
      [trip, chef, h.guestId],
    );
    const quoted = await h.call('POST', `/api/concierge/items/${chef}/quote`, {
      token: h.otherToken,
      body: {
        adjustments: [{ adjustmentAmount: 50, adjustmentReason: 'Wine pairing' }],
        reason: 'Wine included',
      },
    });
    expect(quoted.status).toBe(200);

    const body = await conversation(trip);
    expect(body.truncated).toBe(false);
    expect(
      body.entries.map(({ kind, author, text, itemId }) => ({ kind, author, text, itemId: itemId ?? null })),
    ).toEqual([
      { kind: 'message', author: { role: 'guest', name: 'Ava' }, text: 'Is the chef free?', itemId: null },
      {
        kind: 'note',
        author: { role: 'guest', name: 'Ava Guest' },
        text: 'Guests arrive late.',
        itemId: null,
      },
      {
        kind: 'status-change',
        author: { role: 'guest', name: 'Ava Guest' },
        text: 'Test chef: Price Requested',
        itemId: chef,
      },
      {
        kind: 'quote',
        author: { role: 'concierge', name: 'Cole Concierge' },
        text: 'Test chef: Quote Provided (Wine included)',
        itemId: chef,
      },
    ]);
    const times = body.entries.map((entry) => entry.createdAt);
    expect([...times].sort()).toEqual(times);
  });

  it('names an item for a link only while it is on the trip: a removed item keeps its history, without the link', async () => {
    const trip = await h.newTrip();
    const chef = await h.addChef(trip);
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_user_id)
       values ('ev-asked-gone', $1, $2, 'service', 'info', 'in_progress', $3)`,
      [trip, chef, h.guestId],
    );
    expect((await conversation(trip)).entries.map((entry) => entry.itemId)).toEqual([chef]);
    await h.db.query(
      `update itinerary_items set status = 'removed', delete_reason = 'Guest deleted' where id = $1`,
      [chef],
    );
    await h.db.query(
      `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_user_id)
       values ('ev-removed-gone', $1, $2, 'service', 'in_progress', 'removed', $3)`,
      [trip, chef, h.guestId],
    );
    const after = await conversation(trip);
    expect(after.entries.map(({ text, itemId }) => ({ text, itemId: itemId ?? null }))).toEqual([
      { text: 'Test chef: Price Requested', itemId: null },
      { text: 'Test chef: Removed from the trip', itemId: null },
    ]);
  });

  it('shows moves and notes written in one transaction in the order they were written, whatever their ids', async () => {
    const trip = await h.newTrip();
    const chef = await h.addChef(trip);
    // A guest saving a quoted item with new dates voids the quote and saves it, in one
    // transaction: both moves carry its start time, as do two notes written with them.
    // Their ids sort the other way round.
    await h.db.transaction(async (tx) => {
      for (const [id, from, to] of [
        ['conv-b', 'quoted', 'in_progress'],
        ['conv-a', 'in_progress', 'saved_for_later'],
      ])
        await tx.query(
          `insert into item_status_events (id, itinerary_id, item_id, item_kind, from_status, to_status, actor_user_id)
           values ($1, $2, $3, 'service', $4, $5, $6)`,
          [id, trip, chef, from, to, h.guestId],
        );
      for (const [id, message] of [
        ['note-b', 'New dates: the 14th.'],
        ['note-a', 'Saved for later.'],
      ])
        await tx.query(
          'insert into case_feed_entries (id, itinerary_id, author_user_id, message) values ($1, $2, $3, $4)',
          [id, trip, h.guestId, message],
        );
    });
    expect((await conversation(trip)).entries.map((entry) => entry.text)).toEqual([
      'Test chef: Price Requested',
      'Test chef: Saved For Later',
      'New dates: the 14th.',
      'Saved for later.',
    ]);
  });

  it('keeps the latest entries when there are more than the limit, and says earlier ones were left out', async () => {
    const trip = await h.newTrip();
    await h.db.query(
      `insert into guest_messages (id, itinerary_id, user_id, name, message, created_at)
       select 'gm-' || n, $1, $2, 'Ava', 'Message ' || n, timestamptz '2031-01-01T00:00:00Z' + n * interval '1 minute'
         from generate_series(1, $3::int) as n`,
      [trip, h.guestId, CONVERSATION_LIMIT + 5],
    );
    const body = await conversation(trip);
    expect(body.truncated).toBe(true);
    expect(body.entries).toHaveLength(CONVERSATION_LIMIT);
    expect(body.entries[0]?.text).toBe('Message 6');
    expect(body.entries.at(-1)?.text).toBe(`Message ${CONVERSATION_LIMIT + 5}`);
  });

  it('answers an empty conversation for a new trip', async () => {
    expect(await conversation(await h.newTrip())).toEqual({ entries: [], truncated: false });
  });

  it("is the owner's only: 401 signed out, 403 for another guest and the concierge, 404 for an unknown trip", async () => {
    const trip = await h.newTrip();
    await h.call('POST', `/api/itinerary/${trip}/caseFeed`, { body: { message: 'Private' } });
    expect((await call(trip, null)).status).toBe(401);
    expect(await call(trip, strangerToken)).toEqual({
      status: 403,
      body: { message: 'You do not have permission to change this itinerary.' },
    });
    expect((await call(trip, h.otherToken)).status).toBe(403);
    expect(await call('no-such-trip')).toEqual({
      status: 404,
      body: { message: 'Itinerary not found' },
    });
  });
});
