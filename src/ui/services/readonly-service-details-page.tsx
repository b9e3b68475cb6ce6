import { ServiceDetailsPage } from './service-details-page.js';

/** /markets/{marketId}/readonly-services/{serviceId}: the same details, and no action at all. */
const ReadOnlyServiceDetailsPage = () => <ServiceDetailsPage kind="readonly" />;
export default ReadOnlyServiceDetailsPage;
