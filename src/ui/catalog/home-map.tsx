import { defaults as defaultControls } from 'ol/control/defaults.js';
import { boundingExtent, containsCoordinate } from 'ol/extent.js';
import Feature from 'ol/Feature.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import View from 'ol/View.js';
import { useEffect, useMemo, useRef } from 'react';
import { MAP_ZOOM_LEVELS } from '../../core/catalog/index.js';
import { basemapLayers, type MapTiles } from './basemap-layers.js';
import type { MapBox, MapHome } from './map-box.js';
import { type ClusterHit, zoomToHomes } from './map-marker-clusters.js';
import { markerAtPixel } from './map-marker-hit.js';
import { markerStyle } from './map-marker-styles.js';
import { mapPoints } from './map-points.js';
import { boxOfEdges, markerKindFor } from './map-view.js';
import { webglPointsUsableOnce } from './webgl-support.js';
import 'ol/ol.css';

// Web Mercator's resolution at zoom 0, halved per level: the view snaps to the zoom levels of
// docs/product/routes.md#home-search only.
const RESOLUTIONS = MAP_ZOOM_LEVELS.map((zoom) => 156_543.033_928_040_97 / 2 ** zoom);

/**
 * Room round the homes when the map frames them: a price marker is drawn centred on its home
 * and is up to about 120 px wide ('From $12,345'), so the sides keep half of that and a
 * margin, or the outermost prices were cut by the map's edge.
 */
const FRAME_PADDING = [48, 72, 48, 72];

/** A zoom button's face: the symbol shown, a name read out ("Zoom in", not "plus"). */
const buttonLabel = (symbol: string, name: string): HTMLElement => {
  const label = document.createElement('span');
  const shown = document.createElement('span');
  shown.setAttribute('aria-hidden', 'true');
  shown.textContent = symbol;
  const read = document.createElement('span');
  read.className = 'visually-hidden';
  read.textContent = name;
  label.append(shown, read);
  return label;
};

/**
 * The results on a map (the 'map' results type of
 * docs/product/routes.md#view-and-results-types): price markers on the basemap (basemap-layers.ts), or
 * points when there are many homes in view (close ones share a bubble that zooms in, on a 2D
 * canvas or WebGL: map-points.ts). The guest moving the map searches the box it
 * shows; a new search not made from the map frames its homes. A marker clicked is chosen: its
 * card lights up in the list. Every home here is in the list too, and the panel around the
 * map steps through the markers from the keyboard.
 */
const HomeMap = ({
  tiles,
  homes,
  fitToHomes,
  highlightedId,
  reveal,
  onMoved,
  onChoose,
  onPricesShown,
}: {
  /** Fixed for the map's life: the build's tile source, or none for the offline basemap. */
  tiles: MapTiles;
  homes: readonly MapHome[];
  fitToHomes: boolean;
  /** The home highlighted from either side: its marker stands out. */
  highlightedId: string | null;
  /** A home chosen from the keyboard: the map brings its marker into view. */
  reveal: { readonly id: string; readonly turn: number } | null;
  onMoved: (box: MapBox) => void;
  onChoose: (listingId: string) => void;
  /** The homes whose price markers are in view, each time the map settles. */
  onPricesShown: (listingIds: readonly string[]) => void;
}) => {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const markers = useRef(new VectorSource());
  const showKind = useRef<() => void>(() => undefined);
  // Only the guest's own moves search: a gesture on the map (drag, wheel, keys, the zoom
  // buttons) marks the next move as theirs; the map framing results or resizing does not.
  const touched = useRef(false);
  const highlighted = useRef(highlightedId);
  const handlers = useRef({ onMoved, onChoose, onPricesShown });
  handlers.current = { onMoved, onChoose, onPricesShown };
  const homesNow = useRef(homes);
  homesNow.current = homes;
  // Which homes are where, prices aside: a stay priced after the markers are drawn relabels
  // its marker (below) rather than rebuilding them all and framing the map again.
  const places = useMemo(() => homes.map((home) => `${home.id}@${home.lat},${home.lng}`).join('|'), [homes]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the tile source is the build's, fixed
  useEffect(() => {
    if (!target.current) return;
    const element = target.current;
    const prices = new VectorLayer({
      source: markers.current,
      // Decluttered with the place names, over which prices win (higher in the stack).
      declutter: 'labels',
      style: (marker) => markerStyle(String(marker.get('label')), marker.get('highlighted') === 1),
    });
    // Many homes are points, close ones as bubbles: on a 2D canvas first, then on WebGL.
    const points = mapPoints(markers.current, element);
    const created = new OlMap({
      target: element,
      controls: defaultControls({
        // Open data asks to be credited: the basemap's sources, or the configured tiles'.
        attributionOptions: { collapsible: false },
        rotate: false,
        zoomOptions: { zoomInLabel: buttonLabel('+', 'Zoom in'), zoomOutLabel: buttonLabel('−', 'Zoom out') },
      }),
      layers: [...basemapLayers(tiles), prices, points.layer()],
      view: new View({ center: fromLonLat([-100, 40]), resolutions: RESOLUTIONS, zoom: 1 }),
    });
    // Price labels for a few hundred homes in view, points beyond (see markerKindFor).
    showKind.current = () => {
      const size = created.getSize();
      if (!size) return;
      const extent = created.getView().calculateExtent(size);
      const inView = markers.current.getFeaturesInExtent(extent);
      const kind = markerKindFor(inView.length);
      prices.setVisible(kind === 'prices');
      points.setVisible(kind === 'points');
      element.dataset.markers = kind;
      if (kind === 'prices') handlers.current.onPricesShown(inView.map((marker) => String(marker.getId())));
    };
    const touch = () => {
      touched.current = true;
    };
    for (const gesture of ['pointerdown', 'wheel', 'keydown'] as const) {
      element.addEventListener(gesture, touch, { capture: true, passive: true });
    }
    created.on('moveend', () => {
      showKind.current();
      if (!touched.current) return;
      touched.current = false;
      const extent = created.getView().calculateExtent(created.getSize());
      const [west = 0, south = 0] = toLonLat([extent[0] ?? 0, extent[1] ?? 0]);
      const [east = 0, north = 0] = toLonLat([extent[2] ?? 0, extent[3] ?? 0]);
      handlers.current.onMoved(boxOfEdges([west, south, east, north]));
    });
    const hitAt = (pixel: number[]): ClusterHit | null => {
      if (points.visible()) return points.clusterAt(created, pixel);
      const id = markerAtPixel(created, markers.current, pixel, prices.getVisible())?.getId();
      return id === undefined ? null : { kind: 'home', id: String(id) };
    };
    created.on('click', (event) => {
      const hit = hitAt(event.pixel);
      // A bubble zooms in to its homes (the guest's move: the next box is searched).
      if (hit?.kind === 'bubble') zoomToHomes(created, hit.homes);
      if (hit?.kind === 'home') handlers.current.onChoose(hit.id);
    });
    created.on('pointermove', (event) => {
      if (!event.dragging) element.style.cursor = hitAt(event.pixel) ? 'pointer' : '';
    });
    map.current = created;
    let mounted = true;
    void webglPointsUsableOnce().then((usable) => {
      if (!usable || !mounted) return;
      points.toWebGL(created);
    });
    return () => {
      mounted = false;
      for (const gesture of ['pointerdown', 'wheel', 'keydown'] as const) {
        element.removeEventListener(gesture, touch, { capture: true });
      }
      created.setTarget(undefined);
      points.dispose();
      map.current = null;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: markers follow the places; labels follow below
  useEffect(() => {
    const homes = homesNow.current;
    const source = markers.current;
    source.clear();
    source.addFeatures(
      homes.map((home) => {
        const marker = new Feature({
          geometry: new Point(fromLonLat([home.lng, home.lat])),
          label: home.label,
          highlighted: home.id === highlighted.current ? 1 : 0,
        });
        marker.setId(home.id);
        return marker;
      }),
    );
    const view = map.current?.getView();
    if (view && fitToHomes && homes.length > 0) {
      touched.current = false; // framing new results is the map's move, whatever the guest did last
      view.fit(boundingExtent(homes.map((home) => fromLonLat([home.lng, home.lat]))), {
        padding: FRAME_PADDING,
        maxZoom: MAP_ZOOM_LEVELS.length - 2,
      });
    }
    showKind.current();
  }, [places, fitToHomes]);

  // Each marker draws its home's price as the home's card shows it (MapHome.label).
  useEffect(() => {
    for (const home of homes) {
      const marker = markers.current.getFeatureById(home.id);
      if (marker && marker.get('label') !== home.label) marker.set('label', home.label);
    }
  }, [homes]);

  // The highlighted marker stands out; markers made for new homes read it from the ref.
  useEffect(() => {
    highlighted.current = highlightedId;
    for (const marker of markers.current.getFeatures()) {
      const on = marker.getId() === highlightedId ? 1 : 0;
      if (marker.get('highlighted') !== on) marker.set('highlighted', on);
    }
  }, [highlightedId]);

  const revealTurn = reveal?.turn;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each choice (turn) reveals once
  useEffect(() => {
    const created = map.current;
    const marker = reveal ? markers.current.getFeatureById(reveal.id) : null;
    const point = marker?.getGeometry();
    if (!created || !(point instanceof Point)) return;
    const view = created.getView();
    const size = created.getSize();
    const at = point.getCoordinates();
    if (size && containsCoordinate(view.calculateExtent(size), at)) return;
    touched.current = false; // showing the chosen home is the map's move, not a search
    view.animate({ center: at, duration: 250 });
  }, [revealTurn]);

  // Not focusable itself: with a tabindex on the target, drags stopped panning in Chromium
  // (OpenLayers 10.11). Keyboard users have the zoom buttons, the marker steps around the
  // map, and every home in the list.
  return <div ref={target} className="home-map__canvas" />;
};

export default HomeMap;
