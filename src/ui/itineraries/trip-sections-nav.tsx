import { Link } from 'react-router-dom';
import './trip-sections-nav.css';

/**
 * The trip's own pages beyond its tabs: its billing and its documents
 * (docs/product/routes.md#route-table). Plain links: each is a page of its own address.
 */
export const TripSectionsNav = ({ itineraryId }: { itineraryId: string }) => {
  const base = `/itineraries/${encodeURIComponent(itineraryId)}`;
  return (
    <nav aria-label="More about this trip" className="trip-sections-nav">
      <ul>
        <li>
          <Link to={`${base}/billing`}>Billing</Link>
        </li>
        <li>
          <Link to={`${base}/documents`}>Documents</Link>
        </li>
      </ul>
    </nav>
  );
};
