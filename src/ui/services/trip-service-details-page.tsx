import { ServiceDetailsPage } from './service-details-page.js';

/**
 * /itineraries/{itineraryId}/services/{serviceId}: a service opened from a trip's Local
 * Favorites or Explore tab; booking it adds it to that trip. The booking part goes in the
 * page's `booking` slot.
 */
const TripServiceDetailsPage = () => <ServiceDetailsPage kind="trip" />;
export default TripServiceDetailsPage;
