import type { Dayjs } from 'dayjs';
import * as t from 'io-ts';
import { ProductLine, parseProductLine } from '../market/index.js';
import { IsoDateString, nullable, struct, utcDay } from '../shared/index.js';
import type { ServerLead } from './server-lead.entity.js';

const Pm = struct('Pm', { name: nullable(t.string), logo: nullable(t.string) });

/**
 * The lead as the app reads it (docs/product/entities.md#lead). Every key is present, null when
 * unknown, because the app builds it (toClientLead) and stores it in the booking state.
 */
export const ClientLead = struct('ClientLead', {
  sfId: nullable(t.string),
  leadId: t.string,
  email: nullable(t.string),
  startDate: nullable(IsoDateString),
  endDate: nullable(IsoDateString),
  firstName: nullable(t.string),
  lastName: nullable(t.string),
  itineraryId: nullable(t.string),
  itineraryIsActive: t.boolean,
  productLine: nullable(ProductLine),
  pm: nullable(Pm),
});
export type ClientLead = t.TypeOf<typeof ClientLead>;

/**
 * A lead's trip is active only if it has an itinerary and today (UTC) is before the end date
 * (docs/product/flows.md#lead). Compared by UTC calendar day: on the end date itself the trip
 * is over.
 */
export const isLeadItineraryActive = (lead: ServerLead, today: Dayjs | string): boolean => {
  const end = lead.itinerary_end_date?.iso;
  if (!lead.itineraryId || !end) return false;
  const todayDay = utcDay(today);
  const endDay = utcDay(end);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the guards narrow types; a comparison with undefined is false anyway
  return todayDay !== undefined && endDay !== undefined && todayDay < endDay;
};

/**
 * Maps the host's lead to the app's (docs/product/entities.md#lead). `today` is passed in so
 * the mapping stays pure.
 */
export const toClientLead = (lead: ServerLead, today: Dayjs | string): ClientLead => ({
  sfId: lead.salesforce_id ?? null,
  leadId: lead.objectId,
  email: lead.email ?? null,
  startDate: lead.salesforce_source?.itinerary_start_date ?? null,
  endDate: lead.salesforce_source?.itinerary_end_date ?? null,
  firstName: lead.first_name ?? null,
  lastName: lead.last_name ?? null,
  itineraryId: lead.itineraryId ?? null,
  itineraryIsActive: isLeadItineraryActive(lead, today),
  productLine: lead.product_line ? (parseProductLine(lead.product_line) ?? null) : null,
  pm: lead.property_management
    ? { name: lead.property_management.name ?? null, logo: lead.property_management.logo ?? null }
    : null,
});
