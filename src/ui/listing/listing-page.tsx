import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { ImageFailure } from '../../core/images/index.js';
import type { ListingDetails, SimilarListing } from '../../core/listing/index.js';
import { homeStayTerms, listingDestinationName, STAY_TERMS_ANCHOR } from '../../core/listing/index.js';
import { errorPageContent } from '../components/error-catalogue.js';
import { ErrorLayout } from '../components/error-layout.js';
import { HomePhoto } from '../components/home-photo.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useSharingImage } from '../components/use-sharing-image.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { HomeBooking } from './home-booking.js';
import { homeFacts, homePhotos, houseRules } from './home-facts.js';
import { HomeGallery } from './home-gallery.js';
import { ListingDetailsViewModel } from './listing-details.view-model.js';
import './listing-page.css';

/** Homes like this one, each opening with the same search. */
const SimilarHomes = ({
  homes,
  homePath,
  search,
  onImageFailure,
}: {
  homes: readonly SimilarListing[];
  homePath: (listingId: string) => string;
  search: string;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  if (homes.length === 0) return null;
  return (
    <section className="home-details__similar" aria-labelledby="home-similar-title">
      <h2 id="home-similar-title">Similar homes</h2>
      <ul>
        {homes.map((other) => {
          const where = listingDestinationName(other);
          return (
            <li key={other.objectId}>
              <HomePhoto
                url={homePhotos(other)[0] ?? null}
                alt=""
                name={other.name?.trim() || 'Vacation home'}
                onFailure={onImageFailure}
              />
              <Link className="home-details__similar-link" to={`${homePath(other.objectId)}${search}`}>
                {other.name?.trim() || 'Vacation home'}
              </Link>
              {where ? <p>{where}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};

/**
 * When the stay begins and ends and what cancelling costs (homeStayTerms): what the panel's
 * 'I accept the reservation terms and the cancellation policy' links to.
 */
const StayTerms = ({ home }: { home: ListingDetails }) => {
  const terms = homeStayTerms(home);
  return (
    <section id={STAY_TERMS_ANCHOR} aria-labelledby="home-terms-title" tabIndex={-1}>
      <h2 id="home-terms-title">Check-in, check-out and cancellation policy</h2>
      <ul className="home-details__rules">
        {terms.times.map((time) => (
          <li key={time}>{time}</li>
        ))}
      </ul>
      <h3 className="home-details__terms-title">Cancellation policy</h3>
      <ul className="home-details__rules">
        {terms.cancellation.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
};

/**
 * /listings/{listingRedirectId} and /itineraries/{id}/listing/{listingRedirectId}: one home,
 * priced for the stay of the search it was opened from (the address keeps that search).
 */
export const ListingPage = observer(() => {
  const config = useConfig();
  const details = useViewModel(ListingDetailsViewModel);
  const { listingRedirectId = '', itineraryId } = useParams();
  const { search } = useLocation();
  const { state, similar } = details;
  useDocumentTitle(config.productShortName, state.status === 'ready' ? (state.home.name ?? 'Home') : 'Home');
  useSharingImage(state.status === 'ready' ? (homePhotos(state.home)[0] ?? null) : null);

  useEffect(() => {
    void details.opened(listingRedirectId, search);
  }, [details, listingRedirectId, search]);

  // Back where the guest came from: the trip, or the search with its terms.
  const backLink = itineraryId ? `/itineraries/${encodeURIComponent(itineraryId)}` : `/listings${search}`;
  const backText = itineraryId ? 'Back to the trip' : 'Back to the search';
  // Another home opens the same way this one did: on the trip, or from the search.
  const homePath = (id: string) =>
    itineraryId
      ? `/itineraries/${encodeURIComponent(itineraryId)}/listing/${encodeURIComponent(id)}`
      : `/listings/${encodeURIComponent(id)}`;

  if (state.status === 'failed') {
    const content = errorPageContent(state.error);
    return (
      <ErrorLayout title={`${content.code} ${content.header}`} headline="Oops!">
        <p>
          {state.error.kind === 'not-found'
            ? 'We can’t find this home: it may no longer be offered.'
            : 'This home could not be loaded. Please try again in a moment.'}
        </p>
        <p>
          <Link to={backLink}>{backText}</Link>
        </p>
      </ErrorLayout>
    );
  }
  if (state.status === 'loading') {
    return (
      <section className="home-details" aria-busy="true" aria-label="Loading the home">
        <div className="home-photo home-details__shimmer" />
      </section>
    );
  }

  const { home } = state;
  const name = home.name?.trim() || 'Vacation home';
  const destination = listingDestinationName(home);
  const photos = homePhotos(home);
  const facts = homeFacts(home);
  const rules = houseRules(home);
  const amenities = home.amenities ?? [];
  return (
    <article className="home-details" aria-labelledby="home-details-title">
      <p className="home-details__back">
        <Link to={backLink}>
          <span aria-hidden="true">← </span>
          {backText}
        </Link>
      </p>
      {/*
        One grid: on a desktop the title, the photos and the description to the left of the booking
        panel, all of the first screen; on a phone the photo first, then the title (the price and
        the booking action are in the bar at the bottom).
      */}
      <div className="home-details__body">
        <header className="home-details__header">
          <h1 id="home-details-title">{name}</h1>
          {destination ? <p className="home-details__where">{destination}</p> : null}
          {facts.length > 0 ? (
            <ul className="home-details__facts" aria-label="At a glance">
              {facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          ) : null}
        </header>
        <HomeGallery photos={photos} name={name} onFailure={details.imageFailed} />
        <HomeBooking home={home} search={search} itineraryId={itineraryId ?? null} />
        <div className="home-details__about">
          {home.description ? (
            <section aria-labelledby="home-about-title">
              <h2 id="home-about-title">About this home</h2>
              <p>{home.description}</p>
            </section>
          ) : null}
          {amenities.length > 0 ? (
            <section aria-labelledby="home-amenities-title">
              <h2 id="home-amenities-title">Amenities</h2>
              <ul className="home-details__amenities">
                {amenities.map((amenity) => (
                  <li key={amenity.objectId}>{amenity.name}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {rules.length > 0 ? (
            <section aria-labelledby="home-rules-title">
              <h2 id="home-rules-title">House rules</h2>
              <ul className="home-details__rules">
                {rules.map((rule) => (
                  <li key={rule}>{rule}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <StayTerms home={home} />
        </div>
      </div>
      <SimilarHomes
        homes={similar}
        homePath={homePath}
        search={search}
        onImageFailure={details.imageFailed}
      />
    </article>
  );
});

export default ListingPage;
