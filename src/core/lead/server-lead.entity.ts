import * as t from 'io-ts';
import { IsoDateObject, IsoDateString, nullable, struct } from '../shared/index.js';

/** The property manager a lead came through (docs/product/entities.md#lead); logo is a URL. */
export const PropertyManagement = struct(
  'PropertyManagement',
  {},
  { name: nullable(t.string), logo: nullable(t.string) },
);
export type PropertyManagement = t.TypeOf<typeof PropertyManagement>;

/**
 * Where the sales record says the trip falls (salesforce_source, the trip's start and end
 * dates, docs/product/entities.md#lead). The docs do not name the keys; these are ours.
 */
export const SalesforceSource = struct(
  'SalesforceSource',
  {},
  { itinerary_start_date: nullable(IsoDateString), itinerary_end_date: nullable(IsoDateString) },
);
export type SalesforceSource = t.TypeOf<typeof SalesforceSource>;

/**
 * A sales lead as the host sends it (docs/product/entities.md#lead), in the host's snake_case.
 * product_line stays a plain string here: an unknown line must not lose the whole lead;
 * toClientLead reads it.
 */
export const ServerLead = struct(
  'ServerLead',
  { objectId: t.string },
  {
    salesforce_id: nullable(t.string),
    email: nullable(t.string),
    first_name: nullable(t.string),
    last_name: nullable(t.string),
    itineraryId: nullable(t.string),
    itinerary_end_date: nullable(IsoDateObject),
    product_line: nullable(t.string),
    property_management: nullable(PropertyManagement),
    salesforce_source: nullable(SalesforceSource),
  },
);
export type ServerLead = t.TypeOf<typeof ServerLead>;
