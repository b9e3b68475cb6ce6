/**
 * Where the map's geography comes from. At most one configured source is used, chosen in a
 * fixed order, most capable first: a Mapbox/MapLibre style document (PUBLIC_MAP_STYLE_URL),
 * then a PMTiles archive (PUBLIC_MAP_PMTILES_URL), then an XYZ raster template
 * (PUBLIC_MAP_TILES_URL); none set, the offline basemap the app ships. The host applies the
 * same order to its page policy, so the policy admits the source the map uses and no other.
 */
export type MapSource =
  | { readonly kind: 'offline' }
  | { readonly kind: 'style'; readonly url: string }
  | { readonly kind: 'pmtiles'; readonly url: string }
  | { readonly kind: 'tiles'; readonly url: string };

/** The configured map settings, '' (or unset) for each one not configured. */
export interface MapSourceSettings {
  readonly styleUrl?: string | undefined;
  readonly pmtilesUrl?: string | undefined;
  readonly tilesUrl?: string | undefined;
}

const ORDER = [
  ['style', 'styleUrl', 'PUBLIC_MAP_STYLE_URL'],
  ['pmtiles', 'pmtilesUrl', 'PUBLIC_MAP_PMTILES_URL'],
  ['tiles', 'tilesUrl', 'PUBLIC_MAP_TILES_URL'],
] as const;

/** The source the map draws from, and the settings that were set but lose to it. */
export const mapSourceOf = (
  settings: MapSourceSettings,
): { readonly source: MapSource; readonly ignored: readonly string[] } => {
  const set = ORDER.filter(([, field]) => settings[field]?.trim());
  const [chosen, ...rest] = set;
  const ignored = rest.map(([, , variable]) => variable);
  if (!chosen) return { source: { kind: 'offline' }, ignored };
  const [kind, field] = chosen;
  return { source: { kind, url: (settings[field] ?? '').trim() }, ignored };
};
