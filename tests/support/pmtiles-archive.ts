import { zxyToTileId } from 'pmtiles';

/**
 * A small PMTiles v3 archive written byte by byte (https://github.com/protomaps/PMTiles,
 * spec/v3): a 127-byte header, one root directory of varints, the JSON metadata and the tile
 * data, nothing compressed. Enough for tests to serve a real archive without internet; the
 * pmtiles package, which the app reads archives with, reads it back in the unit tests.
 */

/** The archive's tile kinds (the header's tile type byte). */
export const TILE_TYPE = { mvt: 1, png: 2, jpeg: 3, webp: 4, avif: 5 } as const;
const NO_COMPRESSION = 1;
const HEADER_BYTES = 127;

export interface ArchiveTile {
  readonly z: number;
  readonly x: number;
  readonly y: number;
  readonly data: Uint8Array;
}

const varint = (value: number): number[] => {
  const bytes: number[] = [];
  let rest = value;
  while (rest >= 0x80) {
    bytes.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  bytes.push(rest);
  return bytes;
};

/** The root directory: entries by tile id, each column of varints after the other (ids as deltas). */
const directory = (entries: readonly { id: number; offset: number; length: number }[]) => {
  const bytes = varint(entries.length);
  let previousId = 0;
  for (const entry of entries) {
    bytes.push(...varint(entry.id - previousId));
    previousId = entry.id;
  }
  for (const _ of entries) bytes.push(...varint(1)); // run lengths: one tile each
  for (const entry of entries) bytes.push(...varint(entry.length));
  // Offsets are written plus one; each tile's data follows the one before it.
  for (const entry of entries) bytes.push(...varint(entry.offset + 1));
  return Uint8Array.from(bytes);
};

/** An archive of the tiles, of one tile type, with JSON metadata (an attribution, say). */
export const pmtilesArchive = (options: {
  tiles: readonly ArchiveTile[];
  tileType: number;
  metadata?: object;
  /** West, south, east, north in degrees; the world by default. */
  bounds?: readonly [number, number, number, number];
}): Uint8Array<ArrayBuffer> => {
  const tiles = [...options.tiles]
    .map((tile) => ({ ...tile, id: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.id - b.id);
  let offset = 0;
  const entries = tiles.map((tile) => {
    const entry = { id: tile.id, offset, length: tile.data.length };
    offset += tile.data.length;
    return entry;
  });
  const root = directory(entries);
  const metadata = new TextEncoder().encode(JSON.stringify(options.metadata ?? {}));
  const zooms = tiles.map((tile) => tile.z);
  const [west, south, east, north] = options.bounds ?? [-180, -85, 180, 85];

  const archive = new Uint8Array(HEADER_BYTES + root.length + metadata.length + offset);
  const header = new DataView(archive.buffer);
  archive.set(new TextEncoder().encode('PMTiles'), 0);
  header.setUint8(7, 3); // spec version
  const rootOffset = HEADER_BYTES;
  const metadataOffset = rootOffset + root.length;
  const dataOffset = metadataOffset + metadata.length;
  const u64 = (at: number, value: number) => header.setBigUint64(at, BigInt(value), true);
  u64(8, rootOffset);
  u64(16, root.length);
  u64(24, metadataOffset);
  u64(32, metadata.length);
  u64(40, 0); // no leaf directories
  u64(48, 0);
  u64(56, dataOffset);
  u64(64, offset);
  u64(72, tiles.length); // addressed tiles
  u64(80, tiles.length); // tile entries
  u64(88, tiles.length); // distinct tile contents
  header.setUint8(96, 1); // clustered: tile data in tile id order
  header.setUint8(97, NO_COMPRESSION); // directories and metadata
  header.setUint8(98, NO_COMPRESSION); // tiles
  header.setUint8(99, options.tileType);
  header.setUint8(100, Math.min(...zooms));
  header.setUint8(101, Math.max(...zooms));
  const e7 = (degrees: number) => Math.round(degrees * 1e7);
  header.setInt32(102, e7(west), true);
  header.setInt32(106, e7(south), true);
  header.setInt32(110, e7(east), true);
  header.setInt32(114, e7(north), true);
  header.setUint8(118, Math.min(...zooms)); // centre zoom
  header.setInt32(119, e7((west + east) / 2), true);
  header.setInt32(123, e7((south + north) / 2), true);

  archive.set(root, rootOffset);
  archive.set(metadata, metadataOffset);
  let at = dataOffset;
  for (const tile of tiles) {
    archive.set(tile.data, at);
    at += tile.data.length;
  }
  return archive;
};

// Mapbox Vector Tile (protobuf) pieces: a field's key, then a varint or a length and bytes.
const key = (field: number, wireType: number) => varint((field << 3) | wireType);
const delimited = (field: number, bytes: readonly number[]) => [
  ...key(field, 2),
  ...varint(bytes.length),
  ...bytes,
];
const zigzag = (n: number) => (n << 1) ^ (n >> 31);

/**
 * A vector tile with one layer of that name holding one polygon that fills the whole tile:
 * the smallest real MVT, enough to see an archive's land drawn on the map.
 */
export const squareVectorTile = (layerName: string): Uint8Array<ArrayBuffer> => {
  const EXTENT = 4096;
  // MoveTo(0,0), LineTo three corners (relative moves), ClosePath: clockwise, an outer ring.
  const geometry = [
    9,
    zigzag(0),
    zigzag(0),
    26,
    zigzag(EXTENT),
    zigzag(0),
    zigzag(0),
    zigzag(EXTENT),
    zigzag(-EXTENT),
    zigzag(0),
    15,
  ].flatMap(varint);
  const feature = [...key(1, 0), ...varint(1), ...key(3, 0), ...varint(3), ...delimited(4, geometry)];
  const layer = [
    ...key(15, 0),
    ...varint(2), // version
    ...delimited(1, [...new TextEncoder().encode(layerName)]),
    ...delimited(2, feature),
    ...key(5, 0),
    ...varint(EXTENT),
  ];
  return Uint8Array.from(delimited(3, layer));
};
