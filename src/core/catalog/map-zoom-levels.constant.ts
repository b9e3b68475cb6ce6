/**
 * The zoom levels the home-search map snaps to (docs/product/routes.md#home-search), from the
 * whole world (0) to a few streets (15). A fixed ladder keeps the map's bounding box, and so
 * the search, stable across small pinches.
 */
export const MAP_ZOOM_LEVELS = [0, 3, 4, 6, 10, 12, 15] as const;

export type MapZoomLevel = (typeof MAP_ZOOM_LEVELS)[number];
