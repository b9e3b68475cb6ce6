import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { serviceTarget, withPreservedQuery } from '../../core/navigation/index.js';
import type { Service } from '../../core/service/index.js';
import { FullScreenLoading } from '../components/full-screen-loading.js';
import { PageFrame } from '../components/page-frame.js';
import { ServiceShelves } from '../components/service-shelves.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceCatalogViewModel } from './service-catalog.view-model.js';
import { ServiceSearchField } from './service-search-field.js';

/** The address's search parameter: the catalog's search survives a reload and a shared link. */
const SEARCH_PARAM = 'q';

/** The heading over a search's matches: how many, and for what the guest typed. */
const matchesTitle = (count: number, text: string): string =>
  `${count} ${count === 1 ? 'service matches' : 'services match'} "${text.trim()}"`;

/** /markets/{marketId}/services and its read-only twin: the standalone service catalog. */
export const ServiceCatalogPage = observer(({ readOnly }: { readOnly: boolean }) => {
  const config = useConfig();
  const catalog = useViewModel(ServiceCatalogViewModel);
  const { marketId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const productLine = params.get('product_line');
  const searched = params.get(SEARCH_PARAM);
  useEffect(() => {
    void catalog.marketOpened(marketId, productLine);
  }, [catalog, marketId, productLine]);
  useEffect(() => catalog.searchChanged(searched), [catalog, searched]);
  /** Typed: searched at once, and written into the address in place (no history entry per key). */
  const searchTyped = (text: string) => {
    catalog.searchChanged(text);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text === '') next.delete(SEARCH_PARAM);
        else next.set(SEARCH_PARAM, text);
        return next;
      },
      { replace: true },
    );
  };
  const { state } = catalog;
  const marketName = state.status === 'ready' ? (state.market.name ?? marketId) : marketId;
  useDocumentTitle(config.productShortName, `Services in ${marketName}`);
  if (state.status === 'loading') return <FullScreenLoading label="Loading services" />;
  if (state.status === 'failed') return null; // the shell shows the page-load error
  const { shelves } = state;
  const found = catalog.search;
  const serviceLink = (service: Service) =>
    withPreservedQuery(search, serviceTarget({ kind: readOnly ? 'readonly' : 'catalog', marketId }, service));
  return (
    <PageFrame
      title="Services & Experiences"
      lead={`Private chefs, yachts, spa and tours${readOnly ? ' to browse' : ' for your stay'} in ${marketName}.`}
    >
      {shelves.length > 0 ? <ServiceSearchField text={catalog.searchText} onChange={searchTyped} /> : null}
      {found && found.found.length > 0 ? (
        <ServiceShelves
          shelves={[
            {
              categoryId: 'search',
              title: matchesTitle(found.found.length, catalog.searchText),
              services: found.found,
            },
          ]}
          serviceLink={serviceLink}
          onImageFailure={catalog.imageFailed}
        />
      ) : found ? (
        <p className="service-catalog__empty" role="status">
          No services match "{catalog.searchText.trim()}".
        </p>
      ) : shelves.length > 0 ? (
        <ServiceShelves shelves={shelves} serviceLink={serviceLink} onImageFailure={catalog.imageFailed} />
      ) : (
        <p className="service-catalog__empty">
          No services are offered in {marketName} right now. Your concierge can still arrange one for you.
        </p>
      )}
    </PageFrame>
  );
});
