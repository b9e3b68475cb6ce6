import { MOBILE_MEDIA } from '../../core/catalog/index.js';
import type { ImageFailure } from '../../core/images/index.js';
import { HomePhoto } from './home-photo.js';
import './photo-gallery.css';

const HERO_SIZES = `${MOBILE_MEDIA} 100vw, 720px`;
const THUMB_SIZES = `${MOBILE_MEDIA} 50vw, 240px`;

/** What every view of a page's photos shows: the photos, whose they are, where a failure goes. */
export interface GalleryPhotos {
  readonly photos: readonly string[];
  /** The home's or the service's name, which every photo's alternative text carries. */
  readonly name: string;
  readonly onFailure: (failure: ImageFailure, originalUrl: string) => void;
}

/**
 * The photos at the top of a home's or a service's page: the first large (loaded first, it is
 * the page's largest paint), the rest as thumbnails beside it on a desktop and below it on a
 * phone, each named by its place among them. A photo that fails shows the designed fallback.
 */
export const PhotoGallery = ({ photos, name, onFailure }: GalleryPhotos) => (
  <div className="photo-gallery">
    <div className="photo-gallery__hero">
      <HomePhoto
        url={photos[0] ?? null}
        alt={`Photo 1 of ${Math.max(photos.length, 1)}: ${name}`}
        name={name}
        onFailure={onFailure}
        priority
        sizes={HERO_SIZES}
      />
    </div>
    {photos.length > 1 ? (
      <ul className="photo-gallery__thumbs" aria-label="More photos">
        {photos.slice(1).map((url, index) => (
          <li key={url}>
            <HomePhoto
              url={url}
              alt={`Photo ${index + 2} of ${photos.length}: ${name}`}
              name={name}
              onFailure={onFailure}
              sizes={THUMB_SIZES}
            />
          </li>
        ))}
      </ul>
    ) : null}
  </div>
);
