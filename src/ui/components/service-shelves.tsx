import { Link } from 'react-router-dom';
import type { ServiceShelf } from '../../core/catalog/index.js';
import { MOBILE_MEDIA } from '../../core/catalog/index.js';
import { formatUsd } from '../../core/formatting/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import type { OnTrip } from '../../core/itinerary/index.js';
import type { Service } from '../../core/service/index.js';
import { toCents } from '../../core/shared/index.js';
import { HomePhoto } from './home-photo.js';
import './service-shelves.css';

type Level = 2 | 3;
const HEADINGS = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

// Wide enough on a desktop for a lone card to stand as a feature (photo beside the words).
const CARD_SIZES = `${MOBILE_MEDIA} 100vw, (max-width: 1180px) 50vw, 600px`;

const ServiceCard = ({
  service,
  level,
  href,
  onTrip,
  onImageFailure,
}: {
  service: Service;
  level: 3 | 4;
  href: string;
  onTrip: OnTrip | undefined;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  const Name = HEADINGS[level];
  const photo = service.images?.find((url) => url.trim() !== '') ?? null;
  const details = [service.duration, service.tagline].filter(Boolean).join(' · ');
  return (
    <article className={`service-card${onTrip ? ' service-card--on-trip' : ''}`}>
      <HomePhoto url={photo} alt="" name={service.name} onFailure={onImageFailure} sizes={CARD_SIZES} />
      <div className="service-card__words">
        {onTrip ? (
          <p className="service-card__on-trip">
            On your trip
            {onTrip.status ? <span className="service-card__status"> · {onTrip.status}</span> : null}
          </p>
        ) : null}
        <Name className="service-card__name">
          {/* The name is the card's link: its target covers the whole card (service-shelves.css). */}
          <Link className="service-card__link" to={href}>
            {service.name}
          </Link>
        </Name>
        {details ? <p className="service-card__details">{details}</p> : null}
        {service.description ? <p className="service-card__description">{service.description}</p> : null}
        {typeof service.startingFrom === 'number' && service.startingFrom > 0 ? (
          <p className="service-card__price">
            From <strong>{formatUsd(toCents(service.startingFrom), { withCents: false })}</strong>
          </p>
        ) : null}
      </div>
    </article>
  );
};

/**
 * A market's services, a shelf per category (service-shelves.rule.ts): the standalone
 * service catalog and the trip's Local Favorites and Explore tabs show them alike. Every card
 * opens where `serviceLink` says (its details, or the home it stands for); the trip's tabs
 * mark the services the trip already holds (`onTrip`).
 */
export const ServiceShelves = ({
  shelves,
  level = 2,
  serviceLink,
  onTrip,
  onImageFailure,
}: {
  shelves: readonly ServiceShelf[];
  /** The shelves' heading level (the services' names one below): 3 inside a tab under an h2. */
  level?: Level;
  serviceLink: (service: Service) => string;
  onTrip?: ReadonlyMap<string, OnTrip>;
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
                  href={serviceLink(service)}
                  onTrip={onTrip?.get(service.id)}
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
