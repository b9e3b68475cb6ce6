import type {
  ServiceDates,
  ServiceDetailBody,
  ServiceGateway,
  SimilarServicesQuery,
} from '../../core/service/index.js';
import { AvailabilityCalendar, Service, ServiceList } from '../../core/service/index.js';
import type { RestClient } from './rest-client.js';
import { GroceryItemList } from './wire/itinerary-lists.wire.js';

const servicePath = (serviceId: string) => `/api/services/${encodeURIComponent(serviceId)}`;

/** Bookable services, their calendars and grocery items (docs/product/calls.md#services-and-misc). */
export class RestServiceGateway implements ServiceGateway {
  constructor(private readonly api: RestClient) {}

  serviceDetail(serviceId: string, body: ServiceDetailBody) {
    return this.api.post(servicePath(serviceId), Service, { body, what: 'service' });
  }

  availabilityCalendar(serviceId: string) {
    return this.api.get(`${servicePath(serviceId)}/availability-calendar`, AvailabilityCalendar, {
      what: 'availability calendar',
    });
  }

  similarServices(serviceId: string, query: SimilarServicesQuery) {
    return this.api.get(`${servicePath(serviceId)}/similar`, ServiceList, {
      query: { startDate: query.startDate, endDate: query.endDate, count: query.count },
      what: 'similar services',
    });
  }

  marketServices(marketId: string, query: ServiceDates) {
    return this.api.get(`/api/markets/${encodeURIComponent(marketId)}/services`, ServiceList, {
      query: { startDate: query.startDate, endDate: query.endDate },
      what: 'market services',
    });
  }

  groceryItems() {
    return this.api.get('/api/grocery-items', GroceryItemList, { what: 'grocery items' });
  }
}
