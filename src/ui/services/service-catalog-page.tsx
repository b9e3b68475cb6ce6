import { useParams, useSearchParams } from 'react-router-dom';
import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';

/** /markets/{marketId}/services and its read-only twin: the standalone service catalog. */
export const ServiceCatalogPage = ({ readOnly }: { readOnly: boolean }) => {
  const config = useViewModel<AppConfig>(AppConfig);
  const { marketId = '' } = useParams();
  const [params] = useSearchParams();
  const productLine = params.get('product_line');
  useDocumentTitle(config.productShortName, 'Services');
  return (
    <PageFrame
      title="Services & Experiences"
      lead={`Private chefs, yachts, spa and tours${readOnly ? ' to browse' : ' to add to your trip'} in ${marketId}${
        productLine ? ` (${productLine})` : ''
      }.`}
    />
  );
};
