import { type ComponentProps, Suspense, useRef, useState } from 'react';
import { HOME_FIRST_PHOTO_SIZES, MOBILE_MEDIA } from '../../core/catalog/index.js';
import { HomePhoto } from '../components/home-photo.js';
import { lazyView } from '../components/lazy-view.js';
import type { GalleryPhotos } from '../components/photo-gallery.js';
import type { PhotoLightbox as Lightbox } from './photo-lightbox.js';
import './home-gallery.css';

// The lightbox is for the guests who open it: its code loads on the first pointer or focus on a
// photo, not with the page (the home's page keeps within its download budget).
const PhotoLightbox = lazyView<ComponentProps<typeof Lightbox>>(() =>
  import('./photo-lightbox.js').then((module) => ({ default: module.PhotoLightbox })),
);

// The first photo is the same copy on a phone and a desktop (HOME_FIRST_PHOTO_SIZES, one
// download, announced by the host with the page).
const OTHER_SIZES = `${MOBILE_MEDIA} 100vw, 280px`;
/** On a desktop: the large photo and four small ones; the rest are in the lightbox. */
const MOSAIC_PHOTOS = 5;

/**
 * A home's photos at the top of its page: on a desktop a mosaic (one large, four small) with
 * 'Show all N photos'; on a phone one photo at a time, swiped sideways (a scroll-snapped
 * strip), with its count. Any photo opens the lightbox at that photo; closing it puts the
 * focus back on what opened it (the dialog frame's rule).
 */
export const HomeGallery = ({ photos, name, onFailure }: GalleryPhotos) => {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [shown, setShown] = useState(0);
  const strip = useRef<HTMLUListElement>(null);
  const total = Math.max(photos.length, 1);
  const few = photos.length > 1 && photos.length < MOSAIC_PHOTOS;
  const preload = () => PhotoLightbox.preload();
  const open = (index: number) => {
    if (photos.length > 0) setOpenAt(index);
  };
  const scrolled = () => {
    const element = strip.current;
    if (!element || element.clientWidth === 0) return;
    setShown(Math.min(photos.length - 1, Math.max(0, Math.round(element.scrollLeft / element.clientWidth))));
  };
  return (
    <section
      className={
        photos.length >= MOSAIC_PHOTOS
          ? 'home-gallery'
          : photos.length > 1
            ? 'home-gallery home-gallery--few'
            : 'home-gallery home-gallery--one'
      }
      aria-label={`Photos of ${name}`}
    >
      <ul ref={strip} className="home-gallery__photos" onScroll={scrolled}>
        {(photos.length > 0 ? photos : [null]).map((url, index) => (
          <li
            key={url ?? 'none'}
            className="home-gallery__photo"
            // With two to four photos the large one stands beside all the others.
            style={index === 0 && few ? { gridRow: `1 / span ${photos.length - 1}` } : undefined}
          >
            <button
              type="button"
              className="home-gallery__open"
              disabled={url === null}
              onPointerEnter={preload}
              onFocus={preload}
              onClick={() => open(index)}
            >
              <HomePhoto
                url={url}
                alt={`Photo ${index + 1} of ${total}: ${name}`}
                name={name}
                onFailure={onFailure}
                priority={index === 0}
                sizes={index === 0 ? HOME_FIRST_PHOTO_SIZES : OTHER_SIZES}
              />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <p className="home-gallery__count" aria-hidden="true">
          {shown + 1} / {photos.length}
        </p>
      ) : null}
      {photos.length > 1 ? (
        <button
          type="button"
          className="home-gallery__all"
          onPointerEnter={preload}
          onFocus={preload}
          onClick={() => open(0)}
        >
          Show all {photos.length} photos
        </button>
      ) : null}
      {openAt !== null ? (
        <Suspense fallback={null}>
          <PhotoLightbox
            photos={photos}
            name={name}
            startAt={openAt}
            onFailure={onFailure}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
};
