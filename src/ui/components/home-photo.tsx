import { useState } from 'react';
import { MOBILE_MEDIA } from '../../core/catalog/index.js';
import {
  type ImageFailure,
  imageFailureOf,
  MEDIA_STATIC_HOST,
  photoSources,
} from '../../core/images/index.js';
import { PhotoFallback } from './photo-fallback.js';
import './home-photo.css';

const absolute = (url: string): string => {
  try {
    return new URL(url, window.location.href).toString();
  } catch {
    return url;
  }
};

const CARD_SIZES = `${MOBILE_MEDIA} 100vw, (max-width: 1180px) 50vw, 400px`;

/**
 * A home's photo, lazy, with the browser choosing among the sized copies (500, 768 and 1280
 * px wide) for the card's width and the screen's density. A sized copy that fails gives way
 * to the original; an original that fails, or no photo at all, shows the designed stand-in
 * with the item's `name` (docs/product/errors.md#image-failures). Until it loads, the box
 * shows a tinted panel (home-photo.css), never a blank one.
 * `priority` is for the first photo of a page, likely the largest thing on the first
 * screen (its LCP): it loads at once and ahead of the others instead of lazily.
 */
export const HomePhoto = ({
  url,
  alt,
  name,
  onFailure,
  priority = false,
  sizes = CARD_SIZES,
}: {
  url: string | null;
  alt: string;
  /** The home's or service's name, shown in the stand-in when the photo fails. */
  name: string;
  onFailure: (failure: ImageFailure, originalUrl: string) => void;
  priority?: boolean;
  /** How wide the photo shows, for the browser's choice of copy (a card's width by default). */
  sizes?: string;
}) => {
  const [failed, setFailed] = useState<ImageFailure | null>(null);
  if (!url || failed === 'original') {
    return <PhotoFallback className="home-photo home-photo--empty" alt={alt} name={name} />;
  }
  const original = absolute(url);
  const sized = failed === null;
  const sources = sized ? photoSources(original, MEDIA_STATIC_HOST) : null;
  const src = sources?.src ?? original;
  return (
    <img
      className="home-photo"
      src={src}
      srcSet={sources?.srcSet}
      sizes={sized ? sizes : undefined}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={() => {
        const failure = imageFailureOf(src, original);
        onFailure(failure, url);
        setFailed(failure);
      }}
    />
  );
};
