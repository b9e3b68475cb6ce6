import { isOneOf } from '../shared/index.js';

/**
 * What a rate is charged per (rateBasis, docs/product/entities.md#pricing); the
 * pricing-config codec reads this list.
 */
export const RATE_BASES = ['hour', 'day', 'person'] as const;

export type RateBasis = (typeof RATE_BASES)[number];

/** The quantity field's label for each rate basis (docs/product/constants.md#date-and-label-formats). */
export const RATE_BASIS_LABELS: Readonly<Record<RateBasis, string>> = {
  hour: 'Number of hours',
  day: 'Number of days',
  person: 'Number of people',
};

export const DEFAULT_RATE_BASIS_LABEL = 'Selected number';

const isRateBasis = isOneOf(RATE_BASES);

/**
 * The quantity field's label for a rate basis
 * (docs/product/constants.md#date-and-label-formats); any other basis is 'Selected number'.
 */
export const rateBasisLabel = (rateBasis: string | null | undefined): string =>
  isRateBasis(rateBasis) ? RATE_BASIS_LABELS[rateBasis] : DEFAULT_RATE_BASIS_LABEL;
