import { useState } from 'react';

/**
 * A picture of a trip's home or an item. A picture that does not load is dropped rather
 * than shown broken; the text beside it says everything the picture does.
 */
export const TripPhoto = ({
  url,
  alt,
  className,
}: {
  url: string | undefined;
  alt: string;
  className: string;
}) => {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <div className={`${className} trip-photo--none`} aria-hidden="true" />;
  return <img className={className} src={url} alt={alt} loading="lazy" onError={() => setFailed(true)} />;
};
