import { Link } from 'react-router-dom';
import './trip-sections-nav.css';

/**
 * The trip's own pages beside its tabs (docs/product/routes.md#route-table): one link each,
 * kept in one list so every section of the trip is found in one place.
 */
export const TripSectionsNav = ({ itineraryId }: { itineraryId: string }) => {
  const trip = `/itineraries/${encodeURIComponent(itineraryId)}`;
  return (
    <nav className="trip-sections" aria-label="More about this trip">
      <ul className="trip-sections__list">
        <li>
          <Link className="trip-sections__link" to={`${trip}/conversation`}>
            Conversation
          </Link>
        </li>
      </ul>
    </nav>
  );
};
