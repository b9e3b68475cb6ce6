import { Link } from 'react-router-dom';
import './trip-sections-nav.css';

/** The trip's own pages beside its tabs (docs/product/routes.md#route-table), in one list. */
const SECTIONS = [
  { path: 'conversation', label: 'Conversation' },
  { path: 'billing', label: 'Billing' },
  { path: 'documents', label: 'Documents' },
] as const;

/** Plain links: each section is a page of its own address. */
export const TripSectionsNav = ({ itineraryId }: { itineraryId: string }) => {
  const trip = `/itineraries/${encodeURIComponent(itineraryId)}`;
  return (
    <nav className="trip-sections" aria-label="More about this trip">
      <ul className="trip-sections__list">
        {SECTIONS.map((section) => (
          <li key={section.path}>
            <Link className="trip-sections__link" to={`${trip}/${section.path}`}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
