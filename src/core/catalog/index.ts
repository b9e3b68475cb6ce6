// The catalog area's public face: the names other areas, the adapters, the UI and the host use
// (docs/architecture/structure.md#public-faces). Inside the area, modules import each other directly.
export { amenityToggled, isAmenityChosen } from './amenity-choice.rule.js';
export { amenityChoices } from './amenity-options.rule.js';
export { Category } from './category.entity.js';
export { rankCategories } from './category-ranking.rule.js';
export { Destination } from './destination.entity.js';
export { type DestinationSuggestion, destinationSuggestions } from './destination-suggestion.rule.js';
export { type WayForward, waysForward } from './empty-search-ways.rule.js';
export {
  type HomePrice,
  homePriceOf,
  homePriceShort,
  homePriceWords,
  nightsWords,
  type StayPrice,
} from './home-price.rule.js';
export { ListingCatalog, SearchResultCount } from './listing-catalog.entity.js';
export { ListingCatalogGateway } from './listing-catalog-gateway.port.js';
export {
  listingFiltersApplied,
  listingOpened,
  listingsMapMoved,
  listingsSearched,
  type TrackedEvent,
} from './listing-search-events.rule.js';
export {
  initialListingSearchState,
  type ListingSearchEvent,
  type ListingSearchState,
  listingSearchTransition,
} from './listing-search-state.js';
export {
  KEYWORDS_MAX_LENGTH,
  parseListingSearch,
  serialiseListingSearch,
  type UrlSearchTerms,
  withListingSearch,
} from './listing-search-url.rule.js';
export { loadCategories, loadDestinations } from './load-catalog-filters.use-case.js';
export { type ListingCatalogLoad, loadListingCatalog } from './load-listing-catalog.use-case.js';
export { type MapSource, mapSourceOf } from './map-source.rule.js';
export { MAP_ZOOM_LEVELS } from './map-zoom-levels.constant.js';
export { HOME_FIRST_PHOTO_SIZES, MOBILE_MEDIA } from './mobile-breakpoint.rule.js';
export { PAST_DATES_CLEARED, withoutPastStay } from './past-stay.rule.js';
export { type ResultsType, resultsToggleLabel, resultsTypeIn, withResultsType } from './results-type.rule.js';
export { filtersOf, type SearchFilters } from './search-filters.rule.js';
export {
  asksNothing,
  loadResultCards,
  type SearchListingsDeps,
  searchListings,
} from './search-listings.use-case.js';
export { cardsToAsk, type ResultHome, resultHomesOf, resultPositionOf } from './search-result-homes.rule.js';
export { SearchTerms } from './search-terms.entity.js';
export { searchTermsToQuery } from './search-terms-query.rule.js';
export { normaliseServiceQuery } from './service-query.rule.js';
export { type ServiceShelf, serviceShelves } from './service-shelves.rule.js';
export {
  buildServiceTextIndex,
  type ServiceTextIndex,
  searchServiceIndex,
} from './service-text-index.rule.js';
export { SIMILAR_SERVICES_COUNT } from './similar-services.constant.js';
export { stayPricingRefusal } from './stay-pricing-ask.rule.js';
export { stayDatesOf, stayPricingQueryOf } from './stay-pricing-query.rule.js';
export { unmetTermLabels } from './unmet-terms.rule.js';
