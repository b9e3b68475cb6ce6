/**
 * The amenities the filters offer. docs/product/routes.md#home-search names the group but no
 * call lists amenities, so these are offered by the names the host matches (name, slug or id,
 * ignoring case: docs/host/decisions.md#search). Replace with a call when the host has one.
 */
export const AMENITY_OPTIONS: readonly string[] = [
  'Private pool',
  'Hot tub',
  'Ocean view',
  'Beach access',
  'Lake view',
  'Mountain view',
  'Ski-in/ski-out',
  'Private dock',
  'Fireplace',
  'Sauna',
  "Chef's kitchen",
  'Game room',
  'Home gym',
  'EV charger',
  'Wi-Fi',
  'Air conditioning',
];

const key = (name: string) => name.trim().toLowerCase();

/**
 * The amenities to offer when these are already chosen: the usual list, then any chosen
 * one it lacks (a shared link may carry 'Kayaks'), so every applied filter can be seen and
 * taken off. The host ignores case, so 'hot tub' is the offered 'Hot tub', not another.
 */
export const amenityChoices = (chosen: readonly string[] = []): string[] => {
  const offered = new Set(AMENITY_OPTIONS.map(key));
  const extra: string[] = [];
  for (const name of chosen) {
    const trimmed = name.trim();
    if (trimmed === '' || offered.has(key(trimmed))) continue;
    offered.add(key(trimmed));
    extra.push(trimmed);
  }
  return [...AMENITY_OPTIONS, ...extra];
};

/** Whether an amenity is among those chosen, as the host compares them (ignoring case). */
export const isAmenityChosen = (chosen: readonly string[] | undefined, amenity: string): boolean =>
  (chosen ?? []).some((name) => key(name) === key(amenity));

/** The chosen amenities with one added or taken off (every spelling of it, ignoring case). */
export const amenityToggled = (
  chosen: readonly string[] | undefined,
  amenity: string,
  on: boolean,
): string[] => {
  const rest = (chosen ?? []).filter((name) => key(name) !== key(amenity));
  return on ? [...rest, amenity] : rest;
};
