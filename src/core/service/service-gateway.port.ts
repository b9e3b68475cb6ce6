import type * as E from 'fp-ts/lib/Either.js';
import type { ProductLine } from '../market/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { AvailabilityCalendar } from './availability-calendar.entity.js';
import type { GroceryItem } from './grocery-item.entity.js';
import type { Service } from './service.entity.js';

/**
 * What a service is priced and described for (docs/product/calls.md#services-and-misc): a
 * trip, a lead and a product line (DEFAULT_PRODUCT_LINE, Concierge, when none is known).
 */
export interface ServiceDetailBody {
  readonly itineraryId: string | null;
  readonly leadId: string | null;
  readonly productLine: ProductLine;
}

export interface ServiceDates {
  readonly startDate?: string | null;
  readonly endDate?: string | null;
}

/** SIMILAR_SERVICES_COUNT (7) services near the dates. */
export interface SimilarServicesQuery extends ServiceDates {
  readonly count: number;
}

/** Bookable services, their calendars, and what a grocery-list field offers. */
export interface ServiceGateway {
  /** A service, priced and described for a trip, a lead and a product line. */
  serviceDetail(serviceId: string, body: ServiceDetailBody): Promise<E.Either<AppError, Service>>;
  /** A service's availability: failures are reported and ignored (docs/product/errors.md#load-failures). */
  availabilityCalendar(serviceId: string): Promise<E.Either<AppError, AvailabilityCalendar>>;
  /** Services like this one, near the dates. */
  similarServices(
    serviceId: string,
    query: SimilarServicesQuery,
  ): Promise<E.Either<AppError, readonly Service[]>>;
  /**
   * A market's services, near the dates: a failure is an empty list
   * (docs/product/errors.md#load-failures).
   */
  marketServices(marketId: string, query: ServiceDates): Promise<E.Either<AppError, readonly Service[]>>;
  /** What a grocery-list field offers. */
  groceryItems(): Promise<E.Either<AppError, readonly GroceryItem[]>>;
}
export const ServiceGateway = token<ServiceGateway>('ServiceGateway');
