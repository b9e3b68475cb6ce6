import { ServiceDetailsPage } from './service-details-page.js';

/**
 * /markets/{marketId}/services/{serviceId}: a service of the bookable catalog. The booking
 * part goes in the page's `booking` slot.
 */
const EditableServiceDetailsPage = () => <ServiceDetailsPage kind="catalog" />;
export default EditableServiceDetailsPage;
