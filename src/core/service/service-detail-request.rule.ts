import { DEFAULT_PRODUCT_LINE, parseProductLine } from '../market/index.js';
import { utcDay } from '../shared/index.js';
import type { ServiceDates, ServiceDetailBody } from './service-gateway.port.js';

/**
 * What a service's details are asked for (docs/product/calls.md#services-and-misc): the trip
 * and lead the guest looks from, and the product line the address or the visit names; a
 * product line that is none of the product's, or none at all, is the default (Concierge).
 */
export const serviceDetailBody = (context: {
  readonly itineraryId: string | null;
  readonly leadId: string | null;
  readonly productLine: string | null;
}): ServiceDetailBody => ({
  itineraryId: context.itineraryId,
  leadId: context.leadId,
  productLine: (context.productLine && parseProductLine(context.productLine)) || DEFAULT_PRODUCT_LINE,
});

const day = (value: string | null | undefined): string | null => (value ? (utcDay(value) ?? null) : null);

/**
 * The dates similar services are asked near: the trip's when the guest looks from a trip,
 * else the start_date and end_date the address carries
 * (docs/product/constants.md#preserved-url-parameters). A date that is not a real day is
 * left out rather than sent.
 */
export const serviceDatesOf = (
  trip: { readonly arrival: string | null; readonly departure: string | null } | null,
  search: string,
): ServiceDates => {
  if (trip) return { startDate: day(trip.arrival), endDate: day(trip.departure) };
  const params = new URLSearchParams(search);
  return { startDate: day(params.get('start_date')), endDate: day(params.get('end_date')) };
};
