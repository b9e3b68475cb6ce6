import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';

/** /listings: the home search (search bar, filters, map and list arrive with issue 6). */
export const ListingCatalogPage = () => {
  const config = useViewModel<AppConfig>(AppConfig);
  useDocumentTitle(config.productShortName, 'Explore Homes');
  return (
    <PageFrame
      title="Explore Homes"
      lead="Luxury vacation homes with a concierge for every stay: search by destination, dates and guests."
    />
  );
};

export default ListingCatalogPage;
