import { amenityKey } from './amenity-choice.rule.js';

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

/**
 * The amenities to offer when these are already chosen: the usual list, then any chosen
 * one it lacks (a shared link may carry 'Kayaks'), so every applied filter can be seen and
 * taken off. The host ignores case, so 'hot tub' is the offered 'Hot tub', not another.
 */
export const amenityChoices = (chosen: readonly string[] = []): string[] => {
  const offered = new Set(AMENITY_OPTIONS.map(amenityKey));
  const extra: string[] = [];
  for (const name of chosen) {
    const trimmed = name.trim();
    if (trimmed === '' || offered.has(amenityKey(trimmed))) continue;
    offered.add(amenityKey(trimmed));
    extra.push(trimmed);
  }
  return [...AMENITY_OPTIONS, ...extra];
};
