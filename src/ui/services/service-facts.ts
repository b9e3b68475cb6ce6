import { formatUsd, leadTimeWords } from '../../core/formatting/index.js';
import type { Service } from '../../core/service/index.js';
import { toCents } from '../../core/shared/index.js';

/** '$950': the service's starting-from price, when it names one above zero. */
export const startingFromPrice = (service: Service): string | null =>
  typeof service.startingFrom === 'number' && service.startingFrom > 0
    ? formatUsd(toCents(service.startingFrom), { withCents: false })
    : null;

/** 'Book at least 2 days ahead': the booking lead time in words, when it has one. */
export const leadTimeLine = (service: Service): string | null => {
  const words = leadTimeWords(service.bookingLeadTimeDuration);
  return words ? `Book at least ${words} ahead` : null;
};

/**
 * The coordination fee, a percentage of the subtotal added to the total
 * (docs/product/constants.md#price-totals), in words; none when it is zero or absent.
 */
export const coordinationFeeLine = (service: Service): string | null => {
  const fee = service.coordinationFee;
  return typeof fee === 'number' && Number.isFinite(fee) && fee > 0
    ? `A ${fee}% coordination fee is added to the price.`
    : null;
};

/** The service at a glance: how long it lasts, how early to book it, what it starts from. */
export const serviceFacts = (service: Service): string[] =>
  [
    service.duration?.trim() || null,
    leadTimeLine(service),
    startingFromPrice(service) ? `From ${startingFromPrice(service)}` : null,
  ].filter((fact): fact is string => fact !== null);

/** The photos worth showing: the host's list without blanks or repeats. */
export const servicePhotos = (service: Pick<Service, 'images'>): string[] => [
  ...new Set((service.images ?? []).map((url) => url.trim()).filter((url) => url !== '')),
];
