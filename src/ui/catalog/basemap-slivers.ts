/**
 * The committed basemap was simplified to a few hundred metres (scripts/map/build-basemap.mjs),
 * which left thousands of small lakes, river pieces and holes in the shore land as triangles:
 * three corners and the closing one. Drawn, they were the stray blue triangles of the close
 * zooms (2,834 of the 2,980 small lakes, 1,701 of the shore land's 2,264 holes). A ring of
 * fewer than four corners has lost its shape, so it is dropped as the map reads the file;
 * every ring with a shape left is kept as it is.
 */

type Position = readonly number[];
type Ring = readonly Position[];

export type BasemapGeometry =
  | { readonly type: 'Polygon'; readonly coordinates: readonly Ring[] }
  | { readonly type: 'MultiPolygon'; readonly coordinates: readonly (readonly Ring[])[] }
  | { readonly type: 'GeometryCollection'; readonly geometries: readonly BasemapGeometry[] }
  | { readonly type: string };

/** Corners of a closed ring: its positions less the closing one. */
const cornersOf = (ring: Ring): number => ring.length - 1;

/** A ring that still has a shape: four corners or more. */
export const hasShape = (ring: Ring): boolean => cornersOf(ring) >= 4;

/** A polygon without its shapeless holes, or null when its outline has lost its shape. */
const polygonWithShape = (rings: readonly Ring[]): readonly Ring[] | null => {
  const [outline, ...holes] = rings;
  if (!outline || !hasShape(outline)) return null;
  return [outline, ...holes.filter(hasShape)];
};

/** The geometry with every shapeless ring dropped; lines and points pass unchanged. */
export const withoutSlivers = (geometry: BasemapGeometry): BasemapGeometry => {
  if (geometry.type === 'Polygon' && 'coordinates' in geometry) {
    const kept = polygonWithShape(geometry.coordinates as readonly Ring[]);
    return kept ? { type: 'Polygon', coordinates: kept } : { type: 'MultiPolygon', coordinates: [] };
  }
  if (geometry.type === 'MultiPolygon' && 'coordinates' in geometry) {
    const polygons = geometry.coordinates as readonly (readonly Ring[])[];
    return {
      type: 'MultiPolygon',
      coordinates: polygons.flatMap((rings) => {
        const kept = polygonWithShape(rings);
        return kept ? [kept] : [];
      }),
    };
  }
  if (geometry.type === 'GeometryCollection' && 'geometries' in geometry) {
    return { type: 'GeometryCollection', geometries: geometry.geometries.map(withoutSlivers) };
  }
  return geometry;
};
