import * as E from 'fp-ts/lib/Either.js';
import { ServicePricingConfig } from '../../../src/core/pricing/index.js';
import { ItemDescriptors, ItemField, TimeSlot } from '../../../src/core/service/index.js';

/**
 * What an item copies from its service, taken from the services row's JSON columns. Those
 * columns are written by seeders and the concierge, so each value is checked against the
 * codec the app decodes it with: one malformed descriptor is left out rather than making
 * every item of the service unreadable to the app.
 */
const DESCRIPTOR_CODECS = ItemDescriptors.optional;
type DescriptorKey = keyof typeof DESCRIPTOR_CODECS;

export const pickDescriptors = (stored: unknown): Record<string, unknown> => {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(DESCRIPTOR_CODECS) as DescriptorKey[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined && DESCRIPTOR_CODECS[key].is(value)) picked[key] = value;
  }
  return picked;
};

/** The service's pricing structure, or null when it is missing or malformed. */
export const servicePricingConfigOf = (stored: unknown): ServicePricingConfig | null => {
  if (stored == null) return null;
  const decoded = ServicePricingConfig.decode(stored);
  return E.isRight(decoded) ? decoded.right : null;
};

/** The service's form fields; entries the app could not read are left out. */
export const serviceFieldsOf = (stored: unknown): (ItemField & Record<string, unknown>)[] =>
  Array.isArray(stored)
    ? stored.filter((field): field is ItemField & Record<string, unknown> => ItemField.is(field))
    : [];

export const timeSlotOf = (stored: unknown): TimeSlot | null => (TimeSlot.is(stored) ? stored : null);
