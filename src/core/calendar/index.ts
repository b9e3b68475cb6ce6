// The calendar area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export {
  loadTripCalendar,
  revokeTripCalendar,
  subscribeToTripCalendar,
  type TripCalendarState,
  tripCalendarDownloadHref,
} from './trip-calendar.use-case.js';
export { TripCalendarGateway } from './trip-calendar-gateway.port.js';
export {
  type CalendarItem,
  type ConciergeContact,
  type TripEvent,
  type TripEventStatus,
  tripEvents,
} from './trip-event.rule.js';
export type { EventTime, ItemTimes } from './trip-event-times.rule.js';
