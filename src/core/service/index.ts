// The service area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { AvailabilityCalendar } from './availability-calendar.entity.js';
export { DateFieldType } from './date-field-type.entity.js';
export { GroceryItem } from './grocery-item.entity.js';
export { ItemDates } from './item-dates.entity.js';
export { ItemDescriptors } from './item-descriptors.entity.js';
export { ItemField, ItemFieldValue } from './item-field.entity.js';
export { Service, ServiceList } from './service.entity.js';
export { serviceDatesOf, serviceDetailBody } from './service-detail-request.rule.js';
export {
  type ServiceDates,
  type ServiceDetailBody,
  ServiceGateway,
  type SimilarServicesQuery,
} from './service-gateway.port.js';
export {
  chosenSlot,
  dayIn,
  earliestServiceDay,
  itemDatesOf,
  meetingTime,
  NO_WHEN,
  type ServiceWhen,
  slotOnDay,
  slotsOf,
  slotTaken,
  type WhenRules,
  whenFromItemDates,
  whenProblem,
} from './service-when.rule.js';
export { SiteSection } from './site-section.entity.js';
export { TimeSlot } from './time-slot.entity.js';
export { VacationHomeServiceKey } from './vacation-home-service-key.entity.js';
