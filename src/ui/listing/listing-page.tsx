import { useParams } from 'react-router-dom';
import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';

/** /listings/{listingRedirectId} and /itineraries/{id}/listing/{listingRedirectId}: one home. */
export const ListingPage = () => {
  const config = useViewModel<AppConfig>(AppConfig);
  const { listingRedirectId = '' } = useParams();
  useDocumentTitle(config.productShortName, 'Home Details');
  return <PageFrame title="Home Details" lead={`Home reference ${listingRedirectId}`} />;
};

export default ListingPage;
