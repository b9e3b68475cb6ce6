import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { withPreservedQuery } from '../../core/navigation/preserved-params.js';
import { serviceTarget } from '../../core/navigation/service-address.rule.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { PageFrame } from '../components/page-frame.js';
import { ServiceShelves } from '../components/service-shelves.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceCatalogViewModel } from './service-catalog.view-model.js';

/** /markets/{marketId}/services and its read-only twin: the standalone service catalog. */
export const ServiceCatalogPage = observer(({ readOnly }: { readOnly: boolean }) => {
  const config = useConfig();
  const catalog = useViewModel(ServiceCatalogViewModel);
  const { marketId = '' } = useParams();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const productLine = params.get('product_line');
  useEffect(() => {
    void catalog.marketOpened(marketId, productLine);
  }, [catalog, marketId, productLine]);
  const { state } = catalog;
  const marketName = state.status === 'ready' ? (state.market.name ?? marketId) : marketId;
  useDocumentTitle(config.productShortName, `Services in ${marketName}`);
  if (state.status === 'loading') return <FullScreenLoading label="Loading services" />;
  if (state.status === 'failed') return null; // the shell shows the page-load error
  const { shelves } = state;
  return (
    <PageFrame
      title="Services & Experiences"
      lead={`Private chefs, yachts, spa and tours${readOnly ? ' to browse' : ' for your stay'} in ${marketName}.`}
    >
      {shelves.length > 0 ? (
        <ServiceShelves
          shelves={shelves}
          serviceLink={(service) =>
            withPreservedQuery(
              search,
              serviceTarget({ kind: readOnly ? 'readonly' : 'catalog', marketId }, service),
            )
          }
          onImageFailure={catalog.imageFailed}
        />
      ) : (
        <p className="service-catalog__empty">
          No services are offered in {marketName} right now. Your concierge can still arrange one for you.
        </p>
      )}
    </PageFrame>
  );
});
