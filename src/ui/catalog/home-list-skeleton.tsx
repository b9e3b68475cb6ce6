/**
 * Placeholders in the shape of home cards, while homes (or the list's code) load. Apart
 * from the list so that drawing them does not pull the list virtualiser and the cards in.
 */
/** A card's shape while results load; hidden from assistive technology (the list says it is busy). */
export const HomeCardSkeleton = () => (
  <div className="home-card home-card--skeleton" aria-hidden="true">
    <div className="home-photo home-card__shimmer" />
    <div className="home-card__shimmer home-card__shimmer--line" />
    <div className="home-card__shimmer home-card__shimmer--short" />
  </div>
);

/** Placeholders while the first results load. */
export const HomeListSkeleton = ({ count = 6 }: { count?: number }) => (
  <div className="home-grid" role="status" aria-busy="true" aria-label="Loading homes">
    {Array.from({ length: count }, (_, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <HomeCardSkeleton key={index} />
    ))}
  </div>
);
