import { useState } from 'react';
import { PhotoFallback } from '../components/photo-fallback.js';

/**
 * A picture of a trip's home or an item. One that is missing or does not load shows the
 * designed stand-in with the item's name; one not loaded yet (they load lazily, and a long
 * trip's last rows only when scrolled near) shows the tinted panel of its class, never a
 * blank box.
 */
export const TripPhoto = ({
  url,
  alt,
  name,
  className,
}: {
  url: string | undefined;
  alt: string;
  name: string;
  className: string;
}) => {
  const [failed, setFailed] = useState(false);
  if (!url || failed)
    return <PhotoFallback className={`${className} trip-photo--none`} alt={alt} name={name} />;
  return <img className={className} src={url} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
};
