import { defaults as defaultControls } from 'ol/control/defaults.js';
import { boundingExtent } from 'ol/extent.js';
import Feature from 'ol/Feature.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import Point from 'ol/geom/Point.js';
import VectorLayer from 'ol/layer/Vector.js';
import OlMap from 'ol/Map.js';
import { fromLonLat, toLonLat } from 'ol/proj.js';
import VectorSource from 'ol/source/Vector.js';
import { Fill, Stroke, Style, Text } from 'ol/style.js';
import View from 'ol/View.js';
import { useEffect, useRef } from 'react';
import { feature } from 'topojson-client';
import { MAP_ZOOM_LEVELS } from '../../core/catalog/map-zoom-levels.constant.js';
import { boxOfEdges, type MapBox, type MapHome } from './map-box.js';
import 'ol/ol.css';

// Web Mercator's resolution at zoom 0, halved per level: the view snaps to SPEC 2's levels only.
const RESOLUTIONS = MAP_ZOOM_LEVELS.map((zoom) => 156_543.033_928_040_97 / 2 ** zoom);

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

const countryStyle = new Style({
  fill: new Fill({ color: '#efe9df' }),
  stroke: new Stroke({ color: '#c9bfae', width: 1 }),
});

const markerStyle = (label: string) =>
  new Style({
    text: new Text({
      text: label,
      font: '700 13px system-ui, sans-serif',
      fill: new Fill({ color: '#14213d' }),
      backgroundFill: new Fill({ color: '#ffffff' }),
      backgroundStroke: new Stroke({ color: '#14213d', width: 1 }),
      padding: [3, 7, 3, 7],
    }),
  });

/**
 * The offline basemap: country outlines from world-atlas (Natural Earth 1:110m; the 1:50m outlines would cost 233 kB gzip more), no tiles,
 * so the map works with no internet. Loaded with the map, never before.
 */
const loadCountries = async (source: VectorSource): Promise<void> => {
  type Atlas = Parameters<typeof feature>[0];
  const atlas = (await import('world-atlas/countries-110m.json')).default as unknown as Atlas;
  const countries = atlas.objects.countries as Parameters<typeof feature>[1];
  const geojson = feature(atlas, countries);
  source.addFeatures(new GeoJSON().readFeatures(geojson, { featureProjection: 'EPSG:3857' }));
};

/**
 * The results on a map (SPEC 2 results type 'map'), price markers on country outlines.
 * The guest moving the map searches the box it shows; a new search not made from the map
 * frames its homes. Every home here is in the list too, which is the keyboard and screen
 * reader path; a marker clicked opens its home.
 */
const HomeMap = ({
  homes,
  fitToHomes,
  onMoved,
  onOpen,
}: {
  homes: readonly MapHome[];
  fitToHomes: boolean;
  onMoved: (box: MapBox) => void;
  onOpen: (listingId: string) => void;
}) => {
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<OlMap | null>(null);
  const markers = useRef(new VectorSource());
  // Only the guest's own moves search: a gesture on the map (drag, wheel, keys, the zoom
  // buttons) marks the next move as theirs; the map framing results or resizing does not.
  const touched = useRef(false);
  const handlers = useRef({ onMoved, onOpen });
  handlers.current = { onMoved, onOpen };

  useEffect(() => {
    if (!target.current) return;
    const countries = new VectorSource();
    const created = new OlMap({
      target: target.current,
      controls: defaultControls({
        attribution: false,
        rotate: false,
        zoomOptions: { zoomInLabel: buttonLabel('+', 'Zoom in'), zoomOutLabel: buttonLabel('−', 'Zoom out') },
      }),
      layers: [
        new VectorLayer({ source: countries, style: countryStyle }),
        new VectorLayer({
          source: markers.current,
          declutter: true,
          style: (marker) => markerStyle(String(marker.get('label'))),
        }),
      ],
      view: new View({ center: fromLonLat([-100, 40]), resolutions: RESOLUTIONS, zoom: 1 }),
    });
    const touch = () => {
      touched.current = true;
    };
    for (const gesture of ['pointerdown', 'wheel', 'keydown'] as const) {
      target.current.addEventListener(gesture, touch, { capture: true, passive: true });
    }
    created.on('moveend', () => {
      if (!touched.current) return;
      touched.current = false;
      const extent = created.getView().calculateExtent(created.getSize());
      const [west = 0, south = 0] = toLonLat([extent[0] ?? 0, extent[1] ?? 0]);
      const [east = 0, north = 0] = toLonLat([extent[2] ?? 0, extent[3] ?? 0]);
      handlers.current.onMoved(boxOfEdges([west, south, east, north]));
    });
    created.on('click', (event) => {
      const hit = created.forEachFeatureAtPixel(event.pixel, (marker) => marker.getId());
      if (hit !== undefined) handlers.current.onOpen(String(hit));
    });
    created.on('pointermove', (event) => {
      const element = created.getTargetElement();
      if (element) element.style.cursor = created.hasFeatureAtPixel(event.pixel) ? 'pointer' : '';
    });
    map.current = created;
    void loadCountries(countries);
    const element = target.current;
    return () => {
      for (const gesture of ['pointerdown', 'wheel', 'keydown'] as const) {
        element.removeEventListener(gesture, touch, { capture: true });
      }
      created.setTarget(undefined);
      map.current = null;
    };
  }, []);

  useEffect(() => {
    const source = markers.current;
    source.clear();
    source.addFeatures(
      homes.map((home) => {
        const marker = new Feature({
          geometry: new Point(fromLonLat([home.lng, home.lat])),
          label: home.label,
        });
        marker.setId(home.id);
        return marker;
      }),
    );
    const view = map.current?.getView();
    if (!view || !fitToHomes || homes.length === 0) return;
    touched.current = false; // framing new results is the map's move, whatever the guest did last
    view.fit(boundingExtent(homes.map((home) => fromLonLat([home.lng, home.lat]))), {
      padding: [48, 48, 48, 48],
      maxZoom: MAP_ZOOM_LEVELS.length - 2,
    });
  }, [homes, fitToHomes]);

  // Not focusable itself: with a tabindex on the target, drags stopped panning in Chromium
  // (OpenLayers 10.11). Keyboard users have the zoom buttons, and every home is in the list.
  return <div ref={target} className="home-map__canvas" />;
};

export default HomeMap;
