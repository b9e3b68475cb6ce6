import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { SiteSection } from '../../core/service/site-section.entity.js';
import { ServiceShelves } from '../components/service-shelves.js';
import { useViewModel } from '../di/use-view-model.js';
import type { ItineraryViewModel } from './itinerary.view-model.js';
import { TripServicesViewModel } from './trip-services.view-model.js';

const EMPTY: Record<SiteSection, string> = {
  local_favorites: 'No local favorites are listed for this trip yet.',
  catalog: 'No services to explore for this trip yet.',
};

/** A trip's Local Favorites or Explore tab: its market's services of that site section. */
export const TripServicesTab = observer(
  ({ trip, section }: { trip: ItineraryViewModel; section: SiteSection }) => {
    const services = useViewModel(TripServicesViewModel);
    const { itinerary } = trip;
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
        homeLink={(listingId) =>
          `/itineraries/${encodeURIComponent(itinerary.objectId)}/listing/${encodeURIComponent(listingId)}`
        }
        onImageFailure={services.imageFailed}
      />
    );
  },
);
