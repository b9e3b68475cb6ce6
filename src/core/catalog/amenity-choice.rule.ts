/**
 * Choosing amenities, as the host compares them (ignoring case). Apart from the list the
 * filters offer (./amenity-options.rule.js): the search's first download holds the filters'
 * draft, which toggles amenities, while the list loads with the filters' choices.
 */

/** An amenity as the host matches it: 'Hot tub' and ' hot tub ' are one. */
export const amenityKey = (name: string): string => name.trim().toLowerCase();

/** Whether an amenity is among those chosen, as the host compares them (ignoring case). */
export const isAmenityChosen = (chosen: readonly string[] | undefined, amenity: string): boolean =>
  (chosen ?? []).some((name) => amenityKey(name) === amenityKey(amenity));

/** The chosen amenities with one added or taken off (every spelling of it, ignoring case). */
export const amenityToggled = (
  chosen: readonly string[] | undefined,
  amenity: string,
  on: boolean,
): string[] => {
  const rest = (chosen ?? []).filter((name) => amenityKey(name) !== amenityKey(amenity));
  return on ? [...rest, amenity] : rest;
};
