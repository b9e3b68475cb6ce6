import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_ANONYMOUS_CONTEXTS } from '../../../server/booking-contexts/anonymous-contexts.js';
import { TOO_MANY_PROMO_CODES } from '../../../server/promo-codes/promo-guesses.js';
import {
  type ContextsPromosHarness,
  MARKET_ID,
  openContextsPromosHarness,
} from '../booking-contexts/contexts-promos-harness.js';
import { addService } from '../booking-contexts/trip-fixtures.js';

/**
 * Issue 31: the anonymous booking-context allowance and the promo-code allowance count in the
 * shared store, so two host instances on one PostgreSQL database allow together what one does
 * (counted in each process's memory, two would allow twice as much).
 */
const hasPostgres = Boolean(process.env.DATABASE_URL);
if (!hasPostgres) console.warn('shared-allowances.test.ts skipped: DATABASE_URL is not set');

describe.skipIf(!hasPostgres)('allowances shared by two host instances on one PostgreSQL', () => {
  let h: ContextsPromosHarness;
  beforeAll(async () => {
    h = await openContextsPromosHarness('postgres');
    await addService(h.db, { id: 'sv-shared', marketId: MARKET_ID });
  });
  afterAll(() => h.dispose());

  it('counts anonymous booking contexts made through either instance together', async () => {
    const [first, second] = [await h.build(), await h.build()];
    const make = (on: typeof first) =>
      h.call(
        'PUT',
        '/api/item-booking-context',
        { itemId: 'sv-shared', itemType: 'Service', bookingState: {} },
        undefined,
        on,
      );
    const statuses: number[] = [];
    // Thirty a window for the address: fifteen through each instance use it up.
    for (let k = 0; k < 15; k += 1) statuses.push((await make(first)).status, (await make(second)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(await make(first)).toEqual({
      status: 429,
      body: expect.objectContaining({ message: TOO_MANY_ANONYMOUS_CONTEXTS }),
    });
    expect((await make(second)).status).toBe(429);
  });

  it('counts promo codes tried through either instance together', async () => {
    const limits = { authRateLimit: { max: 10, timeWindowMs: 60_000 } };
    const [first, second] = [await h.build(limits), await h.build(limits)];
    const check = (on: typeof first) =>
      h.call(
        'POST',
        '/api/promo-codes/validation',
        {
          subtotal: 1,
          promoCodeName: 'SKI10',
          otherAppliedCodes: ['A', 'B', 'C', 'D'],
          appliedToType: 'Homes',
        },
        undefined,
        on,
      );
    // Twenty codes a window: five a check, two checks through each instance.
    for (const on of [first, second, first, second]) expect((await check(on)).status).toBe(200);
    expect(await check(first)).toEqual({
      status: 429,
      body: expect.objectContaining({ message: TOO_MANY_PROMO_CODES }),
    });
  });
});
