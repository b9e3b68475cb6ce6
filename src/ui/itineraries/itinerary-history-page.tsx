import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { DeviceStatus } from '../shell/device-status.js';
import { ItineraryHistoryViewModel } from './itinerary-history.view-model.js';
import type { TripCard } from './trip-card.js';
import { TripPhoto } from './trip-photo.js';
import './itinerary-history.css';
import { portalSignInUrl } from '../../core/navigation/index.js';

const TripCardView = ({ trip, upcoming }: { trip: TripCard; upcoming: boolean }) => (
  <li className="trip-card">
    <TripPhoto
      url={trip.photo}
      alt={trip.homeName ? `Photo of ${trip.homeName}` : ''}
      name={trip.homeName || trip.name}
      className="trip-card__photo"
    />
    <div className="trip-card__body">
      <h3 className="trip-card__name">
        <Link to={`/itineraries/${encodeURIComponent(trip.id)}`}>{trip.name}</Link>
      </h3>
      {upcoming && trip.started ? <span className="trip-card__badge">Under way</span> : null}
      {trip.market ? <p className="trip-card__market">{trip.market}</p> : null}
      <p className="trip-card__dates">{trip.dates}</p>
      {trip.homeName ? <p className="trip-card__home">Staying at {trip.homeName}</p> : null}
      <p className="trip-card__counts">{trip.counts}</p>
    </div>
  </li>
);

// A past trip has started too: only an upcoming one is 'under way'.
const TripSection = ({
  title,
  trips,
  upcoming,
}: {
  title: string;
  trips: readonly TripCard[];
  upcoming: boolean;
}) =>
  trips.length === 0 ? null : (
    <section className="trip-section" aria-label={title}>
      <h2>{title}</h2>
      <ul className="trip-list">
        {trips.map((trip) => (
          <TripCardView key={trip.id} trip={trip} upcoming={upcoming} />
        ))}
      </ul>
    </section>
  );

/** /itineraries: the guest's trips, upcoming then past. */
export const ItineraryHistoryPage = observer(() => {
  const config = useConfig();
  const history = useViewModel(ItineraryHistoryViewModel);
  useDocumentTitle(config.productShortName, 'My Trips');
  useEffect(() => {
    void history.pageOpened();
  }, [history]);
  const { state } = history;
  return (
    <PageFrame
      title="My Trips"
      lead="Every trip you plan with us, upcoming and past, with its homes and services."
    >
      <DeviceStatus />
      {state.status === 'signed-out' ? (
        <p>
          <a className="button" href={portalSignInUrl(config.ssoUrl, window.location.href)}>
            Sign in to see your trips
          </a>
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p className="trip-history__loading" role="status">
          Loading your trips…
        </p>
      ) : null}
      {state.status === 'ready' ? (
        history.isEmpty ? (
          <div className="trip-history__empty">
            <h2>No trips yet</h2>
            <p>When you plan a trip with us, it shows here.</p>
            <p>
              <Link className="button" to="/listings">
                Explore Homes
              </Link>
            </p>
          </div>
        ) : (
          <>
            <TripSection title="Upcoming trips" trips={state.upcoming} upcoming />
            <TripSection title="Past trips" trips={state.past} upcoming={false} />
          </>
        )
      ) : null}
    </PageFrame>
  );
});

export default ItineraryHistoryPage;
