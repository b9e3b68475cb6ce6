import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { type PortCall, scriptedPort } from '../../../src/adapters/memory/scripted-port.js';
import type { PromotionGateway } from '../../../src/core/promo/promotion-gateway.port.js';
import type { Clock } from '../../../src/core/time/clock.port.js';

describe('scriptedPort', () => {
  it('answers a scripted method as scripted and keeps the call', async () => {
    const calls: PortCall[] = [];
    const active = { promotions: [] } as never;
    const port = scriptedPort<PromotionGateway>(
      'promotionGateway',
      { activePromotions: async () => E.right(active) },
      calls,
    );
    expect(await port.activePromotions()).toEqual(E.right(active));
    expect(calls).toEqual([{ method: 'activePromotions', args: [] }]);
  });

  it("answers a method left out with a Left 'not-found' naming the port and the method", async () => {
    const port = scriptedPort<PromotionGateway>('promotionGateway');
    expect(await port.activePromotions()).toEqual(
      E.left({ kind: 'not-found', message: 'promotionGateway.activePromotions has no answer in memory' }),
    );
  });

  it('keeps a synchronous port synchronous, and scripted values as they are', () => {
    const now = new Date('2030-01-01T00:00:00.000Z');
    const clock = scriptedPort<Clock & { readonly zone: string }>('clock', { now: () => now, zone: 'UTC' });
    expect(clock.now()).toBe(now);
    expect(clock.zone).toBe('UTC');
  });

  it('is not taken for a promise when awaited', async () => {
    const port = scriptedPort<PromotionGateway>('promotionGateway');
    expect(await port).toBe(port);
  });
});
