/**
 * The amenities the filters panel offers. The spec names the group but no call lists
 * amenities, so the panel offers these, by the names the host matches (name, slug or id,
 * ignoring case: DECISIONS "Search"). Move to the core, or to a call, when one exists.
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
