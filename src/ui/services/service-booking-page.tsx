import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorPageContent } from '../../core/errors/error-catalogue.js';
import { ErrorLayout } from '../components/error-layout.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceBooking } from './service-booking.js';
import { ServiceBookingPageViewModel } from './service-booking-page.view-model.js';

/**
 * A service's page (/markets/{marketId}/services/{serviceId}): its name, tagline and
 * description beside its booking panel; loading and a failed load say so.
 */
const ServiceBookingPage = observer(() => {
  const { marketId = '', serviceId = '', itineraryId = null } = useParams();
  const page = useViewModel(ServiceBookingPageViewModel);
  const { state } = page;
  const config = useConfig();
  useDocumentTitle(config.productShortName, state.status === 'ready' ? state.service.name : undefined);
  useEffect(() => {
    void page.opened(serviceId, itineraryId);
  }, [page, serviceId, itineraryId]);
  const backLink = itineraryId
    ? `/itineraries/${encodeURIComponent(itineraryId)}`
    : `/markets/${encodeURIComponent(marketId)}/services`;

  if (state.status === 'failed') {
    const content = errorPageContent(state.error);
    return (
      <ErrorLayout title={`${content.code} ${content.header}`} headline="Oops!">
        <p>
          {state.error.kind === 'not-found'
            ? 'We can’t find this service: it may no longer be offered.'
            : 'This service could not be loaded. Please try again in a moment.'}
        </p>
        <p>
          <Link to={backLink}>Back to the services</Link>
        </p>
      </ErrorLayout>
    );
  }
  if (state.status === 'loading') {
    return <section className="service-page" aria-busy="true" aria-label="Loading the service" />;
  }
  const { service } = state;
  return (
    <div className="service-page">
      <div className="service-page__details">
        <p>
          <Link to={backLink}>Back to the services</Link>
        </p>
        <h1>{service.name}</h1>
        {service.tagline ? <p className="service-page__tagline">{service.tagline}</p> : null}
        {service.description ? <p>{service.description}</p> : null}
      </div>
      <ServiceBooking service={service} marketId={marketId} itineraryId={itineraryId} />
    </div>
  );
});

export default ServiceBookingPage;
