import type { ItemRowStatus } from '../../db/rows/trips.js';

/**
 * The demo guest's active trip holds one service item in every status
 * (docs/host/decisions.md#demo-data), each with every move that brought it there (demoMoves)
 * and who made it, so its history reads like a real trip. `day` is the day of the trip
 * the service happens on.
 */
export interface DemoItemPlan {
  status: ItemRowStatus;
  day: number;
  /** The status before the last move, and whether the concierge made it. */
  from: ItemRowStatus;
  by: 'guest' | 'concierge';
  reason: string;
  /** Whether the guest has answered the fields, and chosen a price. */
  filled: boolean;
  priced: boolean;
  /** What the concierge wants the guest to know about it (notesFromConcierge). */
  notes?: string;
}

export const DEMO_ITEM_PLANS: readonly DemoItemPlan[] = [
  {
    status: 'draft',
    day: 1,
    from: 'draft',
    by: 'guest',
    reason: 'Guest added the service',
    filled: false,
    priced: false,
  },
  {
    status: 'info',
    day: 1,
    from: 'draft',
    by: 'guest',
    reason: 'Guest filled in the fields',
    filled: true,
    priced: false,
  },
  {
    status: 'in_progress',
    day: 2,
    from: 'info',
    by: 'guest',
    reason: 'Guest requested a price',
    filled: true,
    priced: true,
  },
  {
    status: 'quoted',
    day: 2,
    from: 'in_progress',
    by: 'concierge',
    reason: 'Concierge quoted',
    filled: true,
    priced: true,
    notes: 'The price includes travel and setup. Reserve by the end of the week to keep this date.',
  },
  {
    status: 'saved_for_later',
    day: 3,
    from: 'info',
    by: 'guest',
    reason: 'Guest saved for later',
    filled: true,
    priced: true,
  },
  {
    status: 'approved',
    day: 4,
    from: 'quoted',
    by: 'guest',
    reason: 'Guest reserved',
    filled: true,
    priced: true,
  },
  {
    status: 'booked',
    day: 5,
    from: 'approved',
    by: 'concierge',
    reason: 'Concierge confirmed',
    filled: true,
    priced: true,
    notes: 'Confirmed. Your host will meet you at the front door ten minutes early.',
  },
  {
    status: 'canceled',
    day: 5,
    from: 'approved',
    by: 'concierge',
    reason: 'Concierge canceled',
    filled: true,
    priced: true,
  },
  {
    status: 'not_available',
    day: 6,
    from: 'in_progress',
    by: 'concierge',
    reason: 'Concierge marked unavailable',
    filled: true,
    priced: true,
  },
  {
    status: 'removed',
    day: 6,
    from: 'draft',
    by: 'guest',
    reason: 'Guest deleted',
    filled: false,
    priced: false,
  },
];

/** One recorded status move of a demo item. */
export interface DemoMove {
  from: ItemRowStatus;
  to: ItemRowStatus;
  by: 'guest' | 'concierge';
  reason: string;
}

/** The usual moves that bring an item from draft to each status a plan's last move starts from. */
const MOVES_BEFORE: Partial<Record<ItemRowStatus, readonly Omit<DemoMove, 'from'>[]>> = {
  draft: [],
  info: [{ to: 'info', by: 'guest', reason: 'Guest filled in the fields' }],
  in_progress: [
    { to: 'info', by: 'guest', reason: 'Guest filled in the fields' },
    { to: 'in_progress', by: 'guest', reason: 'Guest requested a price' },
  ],
  quoted: [
    { to: 'info', by: 'guest', reason: 'Guest filled in the fields' },
    { to: 'in_progress', by: 'guest', reason: 'Guest requested a price' },
    { to: 'quoted', by: 'concierge', reason: 'Concierge quoted' },
  ],
  approved: [
    { to: 'info', by: 'guest', reason: 'Guest filled in the fields' },
    { to: 'in_progress', by: 'guest', reason: 'Guest requested a price' },
    { to: 'quoted', by: 'concierge', reason: 'Concierge quoted' },
    { to: 'approved', by: 'guest', reason: 'Guest reserved' },
  ],
};

/**
 * Every move of a demo item, oldest first, so its details' history reads like a real trip
 * (docs/product/pending.md#each-items-history): the usual way to the plan's `from`, then its
 * last move. A draft has none.
 */
export const demoMoves = (plan: DemoItemPlan): DemoMove[] => {
  if (plan.status === 'draft') return [];
  const steps = [...(MOVES_BEFORE[plan.from] ?? []), { to: plan.status, by: plan.by, reason: plan.reason }];
  return steps.map((step, index) => ({
    ...step,
    from: index === 0 ? 'draft' : (steps[index - 1]?.to ?? 'draft'),
  }));
};

/**
 * How long ago each demo item's last move was, in hours, so the demo trip shows each pending
 * case (docs/product/pending.md): the price request is on time (24 hours to answer), the
 * reservation waiting for its confirmation is overdue (48 hours). Earlier moves are 20 hours apart.
 */
export const DEMO_LAST_MOVE_HOURS_AGO: Partial<Record<ItemRowStatus, number>> = {
  in_progress: 3,
  approved: 60,
};

/** Trips of the demo guest: the lead's active trip and the lead's past trip (generate-catalog-base.ts ids). */
export const DEMO_TRIPS = {
  active: { market: 'rocky-mountains', name: 'Rocky Mountains ski week', from: 21, to: 28 },
  past: { market: 'southeast-coast', name: 'Beach week on the coast', from: -40, to: -33 },
} as const;

/** What the guest answered, by field type (the demo services' field types). */
export const DEMO_ANSWERS: Readonly<Record<string, { displayValue: string; content: unknown }>> = {
  text: { displayValue: 'No allergies', content: 'No allergies' },
  textarea: {
    displayValue: 'We arrive late on the first night.',
    content: 'We arrive late on the first night.',
  },
  number: { displayValue: '4', content: 4 },
};
