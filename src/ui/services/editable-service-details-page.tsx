import { ServiceBookingColumn } from './service-booking-column.js';
import { ServiceDetailsPage } from './service-details-page.js';

/** /markets/{marketId}/services/{serviceId}: a service of the bookable catalog, with its booking panel. */
const EditableServiceDetailsPage = () => (
  <ServiceDetailsPage kind="catalog" booking={(place) => <ServiceBookingColumn {...place} />} />
);
export default EditableServiceDetailsPage;
