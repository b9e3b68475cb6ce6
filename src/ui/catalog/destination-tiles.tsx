import { Link } from 'react-router-dom';
import type { ListingCatalog } from '../../core/catalog/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import { HomePhoto } from '../components/home-photo.js';

/**
 * Before any search: the destinations of the catalog, each with a photo of one of its
 * most popular homes; a tile searches that destination.
 */
export const DestinationTiles = ({
  catalog,
  linkFor,
  onImageFailure,
}: {
  catalog: ListingCatalog;
  linkFor: (destination: string) => string;
  onImageFailure: (failure: ImageFailure, originalUrl: string) => void;
}) => {
  const names = new Map(catalog.destinations.map((d) => [d.objectId ?? d.name, d.name]));
  const tiles = catalog.listingsInDestinations
    .map((group) => ({ id: group._id, name: names.get(group._id), home: group.listings[0] }))
    .filter((tile): tile is typeof tile & { name: string } => tile.name !== undefined);
  if (tiles.length === 0) return null;
  return (
    <section className="destination-tiles" aria-labelledby="destination-tiles-title">
      <h2 id="destination-tiles-title">Explore by destination</h2>
      <ul className="destination-tiles__list">
        {tiles.map((tile, index) => (
          <li key={tile.id} className="destination-tile">
            <HomePhoto
              url={tile.home?.images?.[0] ?? null}
              alt=""
              name={tile.name}
              onFailure={onImageFailure}
              // The first tile's photo is the first screen's largest paint (its LCP): not lazy.
              priority={index === 0}
            />
            <Link className="destination-tile__link" to={{ search: linkFor(tile.name) }}>
              {tile.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
