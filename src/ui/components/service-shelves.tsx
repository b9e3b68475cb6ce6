import { Link } from 'react-router-dom';
import type { ServiceShelf } from '../../core/catalog/service-shelves.rule.js';
import { formatUsd } from '../../core/formatting/currency.format.js';
import type { ImageFailure } from '../../core/images/image-fallback.rule.js';
import type { Service } from '../../core/service/service.entity.js';
import { toCents } from '../../core/shared/money.js';
import { HomePhoto } from './home-photo.js';
import './service-shelves.css';

type Level = 2 | 3;
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

const ServiceCard = ({
  service,
  level,
  homeLink,
  onImageFailure,
}: {
  service: Service;
  level: 3 | 4;
  homeLink: (listingId: string) => string;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  const Name = HEADINGS[level];
  const photo = service.images?.find((url) => url.trim() !== '') ?? null;
  const details = [service.duration, service.tagline].filter(Boolean).join(' · ');
  return (
    <article className="service-card">
      <HomePhoto url={photo} alt="" onFailure={onImageFailure} />
      <Name className="service-card__name">
        {/* A service that stands for a home opens that home (docs/product/routes.md#route-table). */}
        {service.listingRedirectId ? (
          <Link to={homeLink(service.listingRedirectId)}>{service.name}</Link>
        ) : (
          service.name
        )}
      </Name>
      {details ? <p className="service-card__details">{details}</p> : null}
      {service.description ? <p className="service-card__description">{service.description}</p> : null}
      {typeof service.startingFrom === 'number' && service.startingFrom > 0 ? (
        <p className="service-card__price">
          From <strong>{formatUsd(toCents(service.startingFrom), { withCents: false })}</strong>
        </p>
      ) : null}
    </article>
  );
};

/**
 * A market's services, a shelf per category (service-shelves.rule.ts): the standalone
 * service catalog and the trip's Local Favorites and Explore tabs show them alike.
 */
export const ServiceShelves = ({
  shelves,
  level = 2,
  homeLink,
  onImageFailure,
}: {
  shelves: readonly ServiceShelf[];
  /** The shelves' heading level (the services' names one below): 3 inside a tab under an h2. */
  level?: Level;
  homeLink: (listingId: string) => string;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  const Title = HEADINGS[level];
  return (
    <div className="service-shelves">
      {shelves.map((shelf) => (
        <section
          key={shelf.categoryId}
          className="service-shelf"
          aria-labelledby={`service-shelf-${shelf.categoryId}`}
        >
          <Title id={`service-shelf-${shelf.categoryId}`}>{shelf.title}</Title>
          <ul aria-labelledby={`service-shelf-${shelf.categoryId}`}>
            {shelf.services.map((service) => (
              <li key={service.id}>
                <ServiceCard
                  service={service}
                  level={level === 2 ? 3 : 4}
                  homeLink={homeLink}
                  onImageFailure={onImageFailure}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};
