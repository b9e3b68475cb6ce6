import { addDays } from '../../../src/core/shared/index.js';
import type { Queryable } from '../../db/database.js';
import { type PromoCodeSeed, upsertPromoCodes } from './promo-codes.store.js';

const code = (
  seed: Omit<
    PromoCodeSeed,
    'min_subtotal_cents' | 'expires_at' | 'single_use_per_guest' | 'combinable' | 'active'
  > &
    Partial<PromoCodeSeed>,
): PromoCodeSeed => ({
  min_subtotal_cents: null,
  expires_at: null,
  single_use_per_guest: true,
  combinable: true,
  active: true,
  ...seed,
});

/**
 * A working code of each kind, and one that fails for each reason
 * (docs/host/decisions.md#demo-data). Dates are relative to the seed day, so the expired code
 * stays expired and the others last.
 */
export const demoPromoCodes = (anchor: string): PromoCodeSeed[] => [
  // Working: a percent code for services and a fixed one for homes; WELCOME5 may be used again.
  code({
    id: 'promo-ski10',
    code: 'SKI10',
    kind: 'percent',
    amount: 10,
    item_type: 'Services + Experiences',
    description: '10% off services and experiences.',
  }),
  code({
    id: 'promo-stay150',
    code: 'STAY150',
    kind: 'fixed',
    amount: 15_000,
    item_type: 'Homes',
    expires_at: `${addDays(anchor, 365)}T00:00:00.000Z`,
    description: '$150 off a home stay.',
  }),
  code({
    id: 'promo-welcome5',
    code: 'WELCOME5',
    kind: 'percent',
    amount: 5,
    item_type: 'Homes',
    single_use_per_guest: false,
    description: '5% off a home stay, on every trip.',
  }),
  // Refused: each for one reason.
  code({
    id: 'promo-old5',
    code: 'OLD5',
    kind: 'percent',
    amount: 5,
    item_type: 'Services + Experiences',
    expires_at: `${addDays(anchor, -30)}T00:00:00.000Z`,
    description: 'Expired: refused as expired.',
  }),
  code({
    id: 'promo-luxe500',
    code: 'LUXE500',
    kind: 'fixed',
    amount: 50_000,
    item_type: 'Homes',
    min_subtotal_cents: 1_000_000,
    description: '$500 off stays of $10,000 or more: refused below that.',
  }),
  code({
    id: 'promo-homes20',
    code: 'HOMES20',
    kind: 'percent',
    amount: 20,
    item_type: 'Homes',
    description: '20% off homes only: refused on a service.',
  }),
  code({
    id: 'promo-solo30',
    code: 'SOLO30',
    kind: 'percent',
    amount: 30,
    item_type: 'Services + Experiences',
    combinable: false,
    description: '30% off one service, alone: refused beside another code.',
  }),
  code({
    id: 'promo-summer15',
    code: 'SUMMER15',
    kind: 'percent',
    amount: 15,
    item_type: 'Homes',
    active: false,
    description: 'Withdrawn: refused as no longer active.',
  }),
];

/** Seeds the demo promo codes, inside the catalog's seeding transaction (after markets, homes and the demo accounts). */
export const seedDemoPromoCodes = async (db: Queryable, { anchor }: { anchor: string }): Promise<void> => {
  await upsertPromoCodes(db, demoPromoCodes(anchor));
};
