import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_CONTEXTS_PER_WINDOW,
  AnonymousContextAllowance,
  sweepExpiredAnonymousContexts,
  TOO_MANY_ANONYMOUS_CONTEXTS,
} from '../../../server/booking-contexts/anonymous-contexts.js';
import { databaseCounters } from '../../../server/http/limit-counters.js';
import {
  type ContextsPromosHarness,
  MARKET_ID,
  openContextsPromosHarness,
} from './contexts-promos-harness.js';
import { addService } from './trip-fixtures.js';

/** Anyone may make a booking context, so anonymous ones are bounded (docs/host/decisions.md#hardening). */
/** Sweeping never counts: a database that refuses every query proves it. */
const unusedDatabase = {
  query: () => Promise.reject(new Error('not used')),
};

describe('the allowance of new anonymous contexts per client', () => {
  it('sweeps at most once an hour', () => {
    const allowance = new AnonymousContextAllowance(databaseCounters(unusedDatabase));
    expect(allowance.sweepDue(0)).toBe(true);
    expect(allowance.sweepDue(59 * 60_000)).toBe(false);
    expect(allowance.sweepDue(60 * 60_000)).toBe(true);
  });
});

describe('anonymous booking contexts on the host', () => {
  let h: ContextsPromosHarness;
  beforeAll(async () => {
    h = await openContextsPromosHarness('pglite');
    await addService(h.db, { id: 'sv-anon', marketId: MARKET_ID });
  });
  afterAll(() => h.dispose());

  const create = (bookingState: object, token?: string) =>
    h.call(
      'PUT',
      '/api/item-booking-context',
      { itemId: 'sv-anon', itemType: 'Service', bookingState },
      token,
    );
  const storedState = async (id: string) =>
    (
      await h.db.query<{ booking_state: Record<string, unknown> }>(
        'select booking_state from booking_contexts where id = $1',
        [id],
      )
    ).rows[0]?.booking_state;

  it('keeps only the fields a booking state has: unknown ones are dropped, not stored', async () => {
    const answer = await create({ adultCount: 2, notes: 'x'.repeat(10_000), nested: { a: 1 } });
    expect(answer.status).toBe(200);
    expect(await storedState(answer.body.objectId)).toEqual({ adultCount: 2 });
  });

  it('gives each client its own count in the shared store and refuses past the limit with 429', async () => {
    const allowance = new AnonymousContextAllowance(databaseCounters(h.db), 3, 60_000);
    for (let k = 0; k < 3; k += 1) await allowance.take('198.51.100.1');
    await expect(allowance.take('198.51.100.1')).rejects.toMatchObject({
      statusCode: 429,
      message: TOO_MANY_ANONYMOUS_CONTEXTS,
    });
    await expect(allowance.take('198.51.100.2')).resolves.toBeUndefined();
    // Another process's allowance over the same store sees the same count.
    const elsewhere = new AnonymousContextAllowance(databaseCounters(h.db), 3, 60_000);
    await expect(elsewhere.take('198.51.100.1')).rejects.toMatchObject({ statusCode: 429 });
  });

  it(`gives one client ${ANONYMOUS_CONTEXTS_PER_WINDOW} new anonymous contexts a window, then 429; signed-in guests are not counted`, async () => {
    const statuses: number[] = [];
    for (let k = 0; k < ANONYMOUS_CONTEXTS_PER_WINDOW + 2; k += 1)
      statuses.push((await create({ adultCount: 1 })).status);
    // One was made by the test above, on the same client address.
    expect(statuses.filter((status) => status === 200)).toHaveLength(ANONYMOUS_CONTEXTS_PER_WINDOW - 1);
    const refused = await create({ adultCount: 1 });
    expect(refused).toEqual({ status: 429, body: { message: TOO_MANY_ANONYMOUS_CONTEXTS } });
    expect((await create({ adultCount: 1 }, h.guest.token)).status).toBe(200);
  });

  it('deletes anonymous contexts unused for 30 days, never a signed-in guest’s', async () => {
    const insert = (id: string, userId: string | null, daysAgo: number) =>
      h.db.query(
        `insert into booking_contexts (id, user_id, item_id, item_type, booking_state, updated_at)
         values ($1, $2, 'sv-anon', 'Service', '{}'::jsonb, $3::timestamptz - make_interval(days => $4))`,
        [id, userId, h.anchor, daysAgo],
      );
    await insert('anon-old', null, 31);
    await insert('anon-recent', null, 29);
    await insert('guest-old', h.guest.id, 400);
    await sweepExpiredAnonymousContexts(h.db, new Date(h.anchor));
    const { rows } = await h.db.query<{ id: string }>(
      `select id from booking_contexts where id in ('anon-old', 'anon-recent', 'guest-old') order by id`,
    );
    expect(rows.map((row) => row.id)).toEqual(['anon-recent', 'guest-old']);
  });
});
