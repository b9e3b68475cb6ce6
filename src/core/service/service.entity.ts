import * as t from 'io-ts';
import { nullable, struct, withDefault } from '../shared/index.js';
import { ItemDescriptors } from './item-descriptors.entity.js';
import { ItemField } from './item-field.entity.js';
import { ServiceCategory } from './service-category.entity.js';
import { SiteSection } from './site-section.entity.js';

// A service names and describes itself in its own props; the rest of the descriptors
// (images, pricing, time slots ...) are the ones its itinerary items copy.
const { name: _name, description: _description, ...descriptors } = ItemDescriptors.optional;

/**
 * A bookable service (docs/product/entities.md#service). score is the service's overall score
 * used in category ranking (docs/product/constants.md#category-ranking); listingRedirectId
 * sends the guest to a home instead (docs/product/routes.md#route-table).
 */
export const Service = struct(
  'Service',
  {
    id: t.string,
    name: t.string,
    categories: withDefault(t.array(ServiceCategory), () => []),
    fields: withDefault(t.array(ItemField), () => []),
  },
  {
    description: nullable(t.string),
    score: nullable(t.number),
    siteSection: nullable(SiteSection),
    listingRedirectId: nullable(t.string),
    // False for a service the concierge arranges (a reserve is refused); absent reads as bookable.
    isBookable: nullable(t.boolean),
    ...descriptors,
  },
);
export type Service = t.TypeOf<typeof Service>;

/**
 * A market's services and a service's similar services both come as lists
 * (docs/product/calls.md#services-and-misc).
 */
export const ServiceList = t.array(Service, 'ServiceList');
export type ServiceList = t.TypeOf<typeof ServiceList>;
