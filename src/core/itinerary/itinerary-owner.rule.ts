/**
 * Only the itinerary's owner may change it (docs/product/roles.md#itinerary-ownership): the
 * logged-in user's objectId equals the itinerary user's objectId. Nobody owns anything while
 * logged out, and an itinerary without a known owner is editable by no one.
 */
export const canEditItinerary = (
  loggedInObjectId: string | null | undefined,
  ownerObjectId: string | null | undefined,
): boolean => Boolean(loggedInObjectId) && loggedInObjectId === ownerObjectId;
