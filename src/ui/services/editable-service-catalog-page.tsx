import { ServiceCatalogPage } from './service-catalog-page.js';

const EditableServiceCatalogPage = () => <ServiceCatalogPage readOnly={false} />;
export default EditableServiceCatalogPage;
