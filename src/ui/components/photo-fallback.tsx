import './photo-fallback.css';

/**
 * What stands in a photo's place when there is none or it failed to load
 * (docs/product/errors.md#image-failures): a tinted panel with a picture icon and the
 * item's name, so the card still reads as designed, never as a blank box. Named for screen
 * readers by `alt` like the photo it replaces; hidden from them when the photo was decorative.
 */
export const PhotoFallback = ({ className, alt, name }: { className: string; alt: string; name: string }) => {
  const inside = (
    <>
      <svg className="photo-fallback__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 19 9 11l4 5 3-3 5 6Z" />
        <circle cx="16.5" cy="7.5" r="2" />
      </svg>
      {name ? (
        <span className="photo-fallback__name" aria-hidden="true">
          {name}
        </span>
      ) : null}
    </>
  );
  return alt ? (
    <div className={`photo-fallback ${className}`} role="img" aria-label={alt}>
      {inside}
    </div>
  ) : (
    <div className={`photo-fallback ${className}`} aria-hidden="true">
      {inside}
    </div>
  );
};
