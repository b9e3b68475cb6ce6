import { ACTION_LABELS, LISTING_ACTIONS } from './listing-actions.rule.js';

/**
 * What a guest can do from a service's panel (docs/product/flows.md#service-booking): what a
 * home offers, and adding it to the trip alone, to request, reserve or save it later. A home
 * needs no such step: its stay is already on the trip the moment it is asked about.
 */
export const SERVICE_ACTIONS = [...LISTING_ACTIONS, 'add-to-trip'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

export const isServiceAction = (value: unknown): value is ServiceAction =>
  typeof value === 'string' && (SERVICE_ACTIONS as readonly string[]).includes(value);

export const SERVICE_ACTION_LABELS: Readonly<Record<ServiceAction, string>> = {
  ...ACTION_LABELS,
  'add-to-trip': 'Add to trip',
};
