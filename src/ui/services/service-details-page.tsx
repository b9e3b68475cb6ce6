import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router-dom';
import type { ImageFailure } from '../../core/images/index.js';
import { type ServicePlace, serviceTarget, withPreservedQuery } from '../../core/navigation/index.js';
import type { Service } from '../../core/service/index.js';
import { HomePhoto } from '../components/home-photo.js';
import { PhotoGallery } from '../components/photo-gallery.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useSharingImage } from '../components/use-sharing-image.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { ServiceAbout } from './service-about.js';
import { type ServiceBookingPlace, ServiceDetailsViewModel } from './service-details.view-model.js';
import { serviceFacts, servicePhotos } from './service-facts.js';
import './service-details-page.css';

/** Which catalog a details address belongs to, read from the route (routes.tsx). */
export type ServiceRouteKind = ServicePlace['kind'];

/** The booking part beside the details: given the service, its market and the trip it joins. */
export type ServiceBookingSlot = (booking: ServiceBookingPlace) => ReactNode;

const placeOf = (kind: ServiceRouteKind, marketId: string, itineraryId: string): ServicePlace =>
  kind === 'trip' ? { kind, itineraryId } : { kind, marketId };

/** Back where the guest came from: the catalog, or the trip's tab that lists the service. */
const backOf = (place: ServicePlace, service: Service | null): { to: string; text: string } => {
  if (place.kind === 'trip') {
    const tab = service?.siteSection === 'local_favorites' ? 'local_favorites' : 'explore';
    return {
      to: `/itineraries/${encodeURIComponent(place.itineraryId)}?tab=${tab}`,
      text: 'Back to the trip',
    };
  }
  const catalog = place.kind === 'readonly' ? 'readonly-services' : 'services';
  return { to: `/markets/${encodeURIComponent(place.marketId)}/${catalog}`, text: 'Back to all services' };
};

/** Services like this one, each opening where this one did. */
const SimilarServices = ({
  services,
  place,
  search,
  onImageFailure,
}: {
  services: readonly Service[];
  place: ServicePlace;
  search: string;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  if (services.length === 0) return null;
  return (
    <section className="service-details__similar" aria-labelledby="service-similar-title">
      <h2 id="service-similar-title">Similar services</h2>
      <ul>
        {services.map((other) => (
          <li key={other.id}>
            <HomePhoto
              url={servicePhotos(other)[0] ?? null}
              alt=""
              name={other.name}
              onFailure={onImageFailure}
            />
            <Link
              className="service-details__similar-link"
              to={withPreservedQuery(search, serviceTarget(place, other))}
            >
              {other.name}
            </Link>
            {other.tagline ? <p>{other.tagline}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * /markets/{marketId}/services/{serviceId}, its read-only twin and
 * /itineraries/{itineraryId}/services/{serviceId}: one service's details
 * (docs/product/routes.md#service-details). `booking` draws the booking part beside the
 * details; the read-only catalog, and a page given none, show the details alone.
 */
export const ServiceDetailsPage = observer(
  ({ kind, booking }: { kind: ServiceRouteKind; booking?: ServiceBookingSlot }) => {
    const config = useConfig();
    const details = useViewModel(ServiceDetailsViewModel);
    const { marketId = '', itineraryId = '', serviceId = '' } = useParams();
    const { search } = useLocation();
    const { state, similar } = details;
    useDocumentTitle(config.productShortName, state.status === 'ready' ? state.service.name : 'Service');
    useSharingImage(state.status === 'ready' ? (servicePhotos(state.service)[0] ?? null) : null);

    useEffect(() => {
      void details.opened(placeOf(kind, marketId, itineraryId), serviceId, search);
    }, [details, kind, marketId, itineraryId, serviceId, search]);

    const place = placeOf(kind, marketId, itineraryId);
    if (state.status === 'home') return <Navigate replace to={state.path} />;
    if (state.status === 'failed') return null; // the shell shows the page-load error
    if (state.status === 'loading') {
      return (
        <section className="service-details" aria-busy="true" aria-label="Loading the service">
          <div className="photo-gallery__hero home-photo service-details__shimmer" />
        </section>
      );
    }

    const { service } = state;
    const back = backOf(place, service);
    const photos = servicePhotos(service);
    const facts = serviceFacts(service);
    const bookingPlace = booking ? details.booking : null;
    return (
      <article className="service-details" aria-labelledby="service-details-title">
        <p className="service-details__back">
          <Link to={withPreservedQuery(search, back.to)}>
            <span aria-hidden="true">← </span>
            {back.text}
          </Link>
        </p>
        <header className="service-details__header">
          <h1 id="service-details-title">{service.name}</h1>
          {service.tagline ? <p className="service-details__tagline">{service.tagline}</p> : null}
          {state.onTrip ? (
            <p className="service-details__on-trip">
              On your trip{state.onTrip.status ? ` · ${state.onTrip.status}` : ''}
            </p>
          ) : null}
          {facts.length > 0 ? (
            <ul className="service-details__facts" aria-label="At a glance">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </header>
        <PhotoGallery photos={photos} name={service.name} onFailure={details.imageFailed} />
        <div className={`service-details__body${bookingPlace ? ' service-details__body--booking' : ''}`}>
          {/* First in the page's order: on a phone the booking bar comes before the description. */}
          {bookingPlace && booking ? (
            <div className="service-details__booking">{booking(bookingPlace)}</div>
          ) : null}
          <ServiceAbout service={service} />
        </div>
        <SimilarServices
          services={similar}
          place={place}
          search={search}
          onImageFailure={details.imageFailed}
        />
      </article>
    );
  },
);
