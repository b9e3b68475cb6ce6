import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { servicesOnTrip } from '../../core/itinerary/index.js';
import { serviceTarget, withPreservedQuery } from '../../core/navigation/index.js';
import type { SiteSection } from '../../core/service/index.js';
import { ServiceShelves } from '../components/service-shelves.js';
import { useViewModel } from '../di/use-view-model.js';
import type { ItineraryViewModel } from './itinerary.view-model.js';
import { TripServicesViewModel } from './trip-services.view-model.js';

const EMPTY: Record<SiteSection, string> = {
  local_favorites: 'No local favorites are listed for this trip yet.',
  catalog: 'No services to explore for this trip yet.',
};

/**
 * A trip's Local Favorites or Explore tab: its market's services of that site section, each
 * opening inside the trip, those the trip already holds marked with their item's status.
 */
export const TripServicesTab = observer(
  ({ trip, section }: { trip: ItineraryViewModel; section: SiteSection }) => {
    const services = useViewModel(TripServicesViewModel);
    const { itinerary } = trip;
    const { search } = useLocation();
    useEffect(() => {
      if (itinerary) void services.tripShown(itinerary);
    }, [services, itinerary]);
    if (!itinerary || services.state.status === 'loading') {
      return <p aria-busy="true">Loading services…</p>;
    }
    const shelves = services.shelves(section);
    if (shelves.length === 0) return <p>{EMPTY[section]} Your concierge can still arrange one for you.</p>;
    return (
      <ServiceShelves
        shelves={shelves}
        level={3}
        serviceLink={(service) =>
          withPreservedQuery(
            search,
            serviceTarget({ kind: 'trip', itineraryId: itinerary.objectId }, service),
          )
        }
        onTrip={servicesOnTrip(trip.items.items)}
        onImageFailure={services.imageFailed}
      />
    );
  },
);
