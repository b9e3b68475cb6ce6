import { ServiceCatalogPage } from './service-catalog-page.js';

const ReadOnlyServiceCatalogPage = () => <ServiceCatalogPage readOnly />;
export default ReadOnlyServiceCatalogPage;
