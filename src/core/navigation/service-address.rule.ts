/**
 * Where a service opens (docs/product/routes.md#service-details): its details page in the
 * catalog the guest browses (bookable, read-only, or a trip's tabs), or, for a service that
 * stands for a home (listingRedirectId), that home's page, inside the trip when there is one.
 */
export type ServicePlace =
  | { readonly kind: 'catalog'; readonly marketId: string }
  | { readonly kind: 'readonly'; readonly marketId: string }
  | { readonly kind: 'trip'; readonly itineraryId: string };

const segment = encodeURIComponent;

/** The home a service stands for, opened from where the guest is. */
export const serviceHomePath = (place: ServicePlace, listingId: string): string =>
  place.kind === 'trip'
    ? `/itineraries/${segment(place.itineraryId)}/listing/${segment(listingId)}`
    : `/listings/${segment(listingId)}`;

/** The details page of a service in one place. */
export const serviceDetailsPath = (place: ServicePlace, serviceId: string): string => {
  switch (place.kind) {
    case 'catalog':
      return `/markets/${segment(place.marketId)}/services/${segment(serviceId)}`;
    case 'readonly':
      return `/markets/${segment(place.marketId)}/readonly-services/${segment(serviceId)}`;
    case 'trip':
      return `/itineraries/${segment(place.itineraryId)}/services/${segment(serviceId)}`;
  }
};

/** Where a service's card or link opens: its home when it stands for one, else its details. */
export const serviceTarget = (
  place: ServicePlace,
  service: { readonly id: string; readonly listingRedirectId?: string | null },
): string =>
  service.listingRedirectId
    ? serviceHomePath(place, service.listingRedirectId)
    : serviceDetailsPath(place, service.id);
