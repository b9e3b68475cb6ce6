import { describe, expect, it } from 'vitest';
import { azimuthOf } from '../../../server/demo/pictures/scene-camera.js';
import { SCENE_KINDS } from '../../../server/demo/pictures/scene-stage.js';
import { renderPicture } from '../../../server/demo/pictures/svg-art.js';
import type { SceneKind, ServicePicture } from '../../../server/media/picture.js';
import { homePicture, servicePicture } from './scene-pictures.js';

// Issue 28, item 7: the generated pictures are composed as photographs would be (depth, light,
// materials), not flat icons. These tests hold each of those to what a camera would show.

const home = homePicture;
// A sunset cruise on the beach unless told: the light low over open water.
const service = (overrides: Partial<ServicePicture> = {}): string =>
  servicePicture({ name: 'Sunset Cruise', serviceKey: 'sunset_cruise', kind: 'beach', ...overrides });

const ids = Array.from({ length: 30 }, (_, i) => `home-${i}`);

/** Where the picture's light enters the frame: the centre of its bloom. */
const lightOf = (svg: string): { x: number; y: number } => {
  const bloom = /<radialGradient id="bl" cx="([\d.-]+)" cy="([\d.-]+)"/.exec(svg);
  if (!bloom) throw new Error('no bloom in the picture');
  return { x: Number(bloom[1]), y: Number(bloom[2]) };
};

const rgb = (hex: string): number[] => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string): number => {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(...x.map((v, i) => v - (y[i] ?? 0)));
};
const fills = (markup: string): string[] =>
  [...markup.matchAll(/fill="(#[0-9a-f]{6})"/g)].map((m) => m[1] ?? '');
const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/** The far land of a picture, and the land drawn after it (near), within its land group. */
const landLayers = (svg: string, kind: SceneKind): { far: string; near: string } => {
  const start = svg.indexOf(`<g class="land-${kind}">`);
  const far = /<g class="far" filter="url\(#fr\)">(.*?)<\/g><defs><linearGradient id="hz"/.exec(
    svg.slice(start),
  );
  if (start < 0 || !far) throw new Error(`no far land in a ${kind} picture`);
  const after = svg.slice(start + (far.index ?? 0) + far[0].length);
  return { far: far[1] ?? '', near: after.slice(0, after.indexOf('<g class="home-')) };
};

describe('the demo pictures, composed as photographs', () => {
  it('takes every place, home and service through the camera, its light, grain and vignette over the whole scene', () => {
    for (const svg of [home(), home({ shot: 3 }), service(), service({ serviceKey: 'in_home_massage' })]) {
      expect(svg).toMatch(
        /<g class="camera"><rect width="480" height="320" fill="url\(#bl\)"\/><rect width="480" height="320" fill="url\(#gr\)" opacity="[\d.]+"\/><rect width="480" height="320" fill="url\(#vg\)"\/><\/g><\/svg>\n$/,
      );
      expect(svg).toContain('<pattern id="gr"');
    }
    // A title card (a category, a partner) names a thing and is not a photograph.
    const card = renderPicture({ kind: 'card', art: { title: 'Ski', key: 'ski', scenery: 'mountain' } });
    expect(card).not.toContain('class="camera"');
  });

  // On the beach the near land is pale sand, by nature close to the horizon's colour, so
  // contrast cannot tell the haze there: its headland is held to being out of focus below.
  const HAZED = SCENE_KINDS.filter((kind) => kind !== 'beach');

  it('puts the beach’s far headland out of focus with the rest of the far land', () => {
    const headlands = ids.map((homeId) => landLayers(home({ homeId, kind: 'beach' }), 'beach').far);
    expect(headlands.filter((far) => far.startsWith('<path d="M480 ')).length).toBeGreaterThan(5);
  });

  it.each(HAZED)('puts the far land of a %s place out of focus and into the haze of the horizon', (kind) => {
    const nearer: number[] = [];
    for (const homeId of ids) {
      const svg = home({ homeId, kind });
      const horizon =
        /<stop offset="1" stop-color="(#[0-9a-f]{6})"\/><\/linearGradient><\/defs><rect width="480" height="320" fill="url\(#sky\)"/.exec(
          svg,
        )?.[1];
      const { far, near } = landLayers(svg, kind);
      if (!horizon || fills(far).length === 0) continue; // a beach without a headland has no far land
      // Air between the camera and the far land brings its colours towards the horizon's.
      const hazed = mean(fills(far).map((colour) => distance(colour, horizon)));
      const clear = mean(fills(near).map((colour) => distance(colour, horizon)));
      nearer.push(clear - hazed);
    }
    expect(nearer.length).toBeGreaterThan(10);
    expect(nearer.every((gap) => gap > 0)).toBe(true);
  });

  it('casts each house’s shadow away from the light, longer when the light is low', () => {
    const leans: { away: boolean; time: string; length: number }[] = ids.flatMap((homeId) => {
      const svg = home({ homeId, kind: 'lake' });
      const house = /<g class="home-\w+" transform="translate\(([\d.]+) /.exec(svg);
      const shadow = /<path d="M-72 0H112l(-?[\d.]+) 14H[^"]*" fill="#000000" class="shadow"/.exec(svg);
      const time = / at ([a-z ]+)"/.exec(svg)?.[1] ?? '';
      if (!house || !shadow) throw new Error('a wide view without its house or its shadow');
      const lean = Number(shadow[1]);
      const fromLight = Number(house[1]) - lightOf(svg).x;
      return [{ away: Math.sign(lean) === Math.sign(fromLight), time, length: Math.abs(lean) }];
    });
    expect(leans.every(({ away }) => away)).toBe(true);
    const longest = (time: string) =>
      Math.max(0, ...leans.filter((l) => l.time === time).map((l) => l.length));
    const shortest = (time: string) =>
      Math.min(...leans.filter((l) => l.time === time).map((l) => l.length), Number.POSITIVE_INFINITY);
    expect(longest('noon')).toBeLessThan(shortest('golden hour'));
  });

  it('lights every material from where the light enters the frame: the sun outdoors, the window in a room', () => {
    const pictures = ids.flatMap((homeId) => [1, 3, 5].map((shot) => home({ homeId, shot, kind: 'beach' })));
    pictures.push(service({ serviceKey: 'private_chef_dinner' }), service({ serviceKey: 'in_home_massage' }));
    for (const svg of pictures) {
      const azimuths = [...svg.matchAll(/<feDistantLight azimuth="(\d+)"/g)].map((m) => Number(m[1]));
      expect(azimuths).toHaveLength(2); // the rough relief and the wood grain
      for (const azimuth of azimuths) expect(azimuth).toBe(azimuthOf(lightOf(svg)));
    }
    // In a room the light comes through the window, above the middle of the frame.
    const living = home({ shot: 3 });
    expect(lightOf(living)).toEqual({ x: 240, y: 99 });
  });

  it('lays each surface’s material over it: ground and walls rough, timber and floors grained', () => {
    const chalet = ids
      .map((homeId) => home({ homeId, kind: 'ski' }))
      .find((svg) => svg.includes('class="home-chalet"'));
    expect(chalet).toBeDefined();
    expect(chalet).toContain(
      'fill="url(#wl)"/><rect x="-50" y="-52" width="100" height="52" fill="url(#tw)"',
    );
    const modern = ids
      .map((homeId) => home({ homeId, kind: 'beach' }))
      .find((svg) => svg.includes('class="home-modern"'));
    expect(modern).toContain(
      'fill="url(#wl)"/><rect x="-62" y="-40" width="124" height="40" fill="url(#tx)"',
    );
    // The sand in front is drawn again as its relief, over its own colour.
    expect(modern).toMatch(
      /<path d="(M0 [^"]+)" fill="#[0-9a-f]{6}"\/><path d="\1" fill="url\(#tx\)" opacity="[\d.]+"\/>/,
    );
    expect(home({ shot: 5 })).toMatch(/<rect x="0" y="236" width="480" height="84" fill="url\(#tw\)"/);
  });

  it('exposes a room for the room: by day the window is soft and bright and the sun lies on the floor, leaning away from it', () => {
    const rooms = ids.map((homeId) => home({ homeId, shot: 3, kind: 'lake' }));
    const day = rooms.filter((svg) => / at (noon|dawn)"/.test(svg));
    const night = rooms.filter((svg) => / at night"/.test(svg));
    expect(day.length).toBeGreaterThan(0);
    expect(night.length).toBeGreaterThan(0);
    for (const svg of day) {
      expect(svg).toContain('<g class="view" filter="url(#fr)">');
      expect(svg).toMatch(/<rect x="130" y="34" width="220" height="130" fill="#ffffff" opacity="[\d.]+"\/>/);
      const patch = /<path d="M130 236h220l(-?\d+) 84h-220z" fill="#fff3d6" class="sunlight"/.exec(svg);
      const sun = /<svg x="130" y="34"[^>]*>.*?<ellipse cx="([\d.]+)"/.exec(svg);
      expect(patch).not.toBeNull();
      // The sun stands in the view's own coordinates, the whole frame scaled into the window.
      const sunInRoom = 130 + (Number(sun?.[1]) / 480) * 220;
      expect(Math.sign(Number(patch?.[1]))).toBe(sunInRoom > 240 ? -1 : 1);
    }
    for (const svg of night) {
      expect(svg).not.toContain('class="sunlight"');
      expect(svg).not.toMatch(/<rect x="130" y="34" width="220" height="130" fill="#ffffff"/);
    }
  });

  it('grounds people, cars and furniture with soft shadows', () => {
    const withShadows = [
      service({ serviceKey: 'guided_tour', kind: 'mountain' }),
      service({ serviceKey: 'suv_rental', kind: 'desert' }),
      home({ shot: 3 }),
      home({ shot: 5 }),
    ];
    for (const svg of withShadows)
      expect(svg).toMatch(
        /<ellipse [^>]*fill="#000000" class="shadow" opacity="[\d.]+" filter="url\(#sf\)"\/>/,
      );
  });
});
