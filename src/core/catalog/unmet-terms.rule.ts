/** The search terms a partial match may miss (the host's unmetTerms), as the guest reads them. */
const TERM_LABELS: Readonly<Record<string, string>> = {
  guests: 'Room for all guests',
  petsAllowed: 'Pets allowed',
  eventsAllowed: 'Events allowed',
  isInstantBooking: 'Instant booking',
  minRooms: 'Bedrooms',
  minBathrooms: 'Bathrooms',
  amenities: 'Amenities',
  categoryIds: 'Stay category',
  keywords: 'Keywords',
};

/**
 * What a near match misses, in words, each once. A term the app has no words for yet is
 * shown by its name rather than hidden: the guest still learns why the home is there.
 */
export const unmetTermLabels = (terms: readonly string[] | null | undefined): string[] => [
  ...new Set(
    (terms ?? [])
      .map((term) => term.trim())
      .filter((term) => term !== '')
      .map((term) => (Object.hasOwn(TERM_LABELS, term) ? (TERM_LABELS[term] as string) : term)),
  ),
];
