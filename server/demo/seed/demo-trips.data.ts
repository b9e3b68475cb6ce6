import type { ItemRowStatus } from '../../db/rows/trips.js';

/**
 * The demo guest's active trip holds one service item in every status
 * (docs/host/decisions.md#demo-data), each with the last move that brought it there and who
 * made it, so the concierge's history reads like a real trip. `day` is the day of the trip
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
