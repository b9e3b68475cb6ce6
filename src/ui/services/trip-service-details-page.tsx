import { ServiceBookingColumn } from './service-booking-column.js';
import { ServiceDetailsPage } from './service-details-page.js';

/**
 * /itineraries/{itineraryId}/services/{serviceId}: a service opened from a trip's Local
 * Favorites or Explore tab; its booking panel adds it to that trip.
 */
const TripServiceDetailsPage = () => (
  <ServiceDetailsPage kind="trip" booking={(place) => <ServiceBookingColumn {...place} />} />
);
export default TripServiceDetailsPage;
