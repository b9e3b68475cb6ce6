import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/database.js';
import { wallTime } from '../../../server/demo/seed/demo-trips.js';
import { openSeededDatabase } from '../support/seeded-database.js';

/**
 * A reserve takes only a start that is one of the service's time slots
 * (docs/host/pricing-integrity.md), so the demo trip's items start at one: the demo guest can
 * reserve the draft and quoted ones as the README invites.
 */
describe('the demo trips', () => {
  let db: Database;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ db, dispose } = await openSeededDatabase('pglite'));
  }, 300_000);

  afterAll(async () => {
    await dispose?.();
  });

  it("start each service item at one of its service's time slots", async () => {
    const { rows } = await db.query<{ start_at: string; zone: string; slots: { start: string }[] | null }>(
      `select i.start_at, s.time_zone_name as zone, s.descriptors->'timeSlots' as slots
         from itinerary_items i join services s on s.id = i.service_id
        where i.start_at is not null`,
    );
    const timed = rows.filter((row) => Array.isArray(row.slots) && row.slots.length > 0);
    expect(timed.length).toBeGreaterThan(0);
    for (const row of timed) {
      const slotStarts = (row.slots ?? []).map((slot) => wallTime(slot.start, row.zone));
      expect(slotStarts).toContain(wallTime(row.start_at, row.zone));
    }
  });
});
