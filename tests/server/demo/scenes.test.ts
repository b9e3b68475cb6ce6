import { describe, expect, it } from 'vitest';
import { SERVICE_SUBJECTS } from '../../../server/demo/pictures/scene-service.js';
import { SCENE_KINDS } from '../../../server/demo/pictures/scene-stage.js';
import { renderPicture } from '../../../server/demo/pictures/svg-art.js';
import { DEMO_INTERESTS } from '../../../server/demo/seed/demo-guests.data.js';
import { MAX_BYTES, MAX_GZIP_BYTES, travelling } from './picture-budget.js';
import { homePicture, servicePicture } from './scene-pictures.js';
import { xmlProblem } from './well-formed-xml.js';

const home = homePicture;
const service = servicePicture;

describe('the demo pictures, drawn from the data', () => {
  it('draws the same picture for the same home and picture number', () => {
    expect(home()).toBe(home());
    expect(service()).toBe(service());
  });

  it('draws homes, their pictures and services differently', () => {
    const pictures = new Set([
      home(),
      home({ homeId: 'h2' }),
      home({ homeId: 'h3' }),
      home({ shot: 2 }),
      home({ shot: 3 }),
      service(),
      service({ shot: 2 }),
      service({ serviceId: 's2' }),
    ]);
    expect(pictures.size).toBe(8);
  });

  it('keeps a home the same house in every picture of it', () => {
    const architecture = (svg: string) => /class="home-(\w+)"/.exec(svg)?.[1];
    const homes = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
      architecture(home({ homeId: id, kind: 'lake' })),
    );
    expect(new Set(homes).size).toBeGreaterThan(1);
    for (const id of ['a', 'b', 'c'])
      expect(architecture(home({ homeId: id, shot: 2, kind: 'lake' }))).toBe(
        architecture(home({ homeId: id, kind: 'lake' })),
      );
  });

  it.each(SCENE_KINDS)('draws a %s place, with a house in it', (kind) => {
    const svg = home({ kind });
    expect(svg).toContain(`class="land-${kind}"`);
    expect(svg).toMatch(/class="home-(modern|chalet|villa|cabin|adobe)"/);
    for (const other of SCENE_KINDS.filter((k) => k !== kind)) expect(svg).not.toContain(`land-${other}"`);
  });

  it('shows a home from several angles, outside and in', () => {
    const shots = [1, 2, 3, 4, 5, 6].map((shot) => /class="shot-(\w+)"/.exec(home({ shot }))?.[1]);
    expect(shots).toEqual(['wide', 'facade', 'living', 'terrace', 'bedroom', 'kitchen']);
    expect(home({ shot: 7 })).toContain('class="shot-wide"');
  });

  it('lights the windows at night and draws the stars', () => {
    const times = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'].map((id) => home({ homeId: id }));
    const night = times.find((svg) => svg.includes('at night'));
    const noon = times.find((svg) => svg.includes('at noon'));
    expect(night).toContain('#ffd27d'); // lit panes
    expect(night).toMatch(/stroke="#ffffff" stroke-width="1.6"/); // the stars
    expect(noon).not.toContain('#ffd27d');
  });

  it.each(Object.keys(SERVICE_SUBJECTS))('draws the subject of a %s service', (key) => {
    const svg = service({ serviceKey: key, kind: 'beach' });
    expect(svg).toContain(`class="subject-${key}"`);
    expect(svg).toContain(`aria-label="Private Ski Lessons: `);
  });

  it('draws each lesson for its place: ski on the mountain, surf on the beach', () => {
    expect(service({ kind: 'ski' })).toContain('a ski lesson on the slope');
    expect(service({ kind: 'mountain' })).toContain('land-ski');
    expect(service({ kind: 'beach', name: 'Surf Lessons' })).toContain(
      'Surf Lessons: a surf lesson on the waves',
    );
    expect(service({ kind: 'desert' })).toContain('a climbing lesson on the rock');
  });

  it('draws the place itself for a service it has no subject for', () => {
    const svg = service({ serviceKey: 'hot_air_balloon', kind: 'desert' });
    expect(svg).toContain('land-desert');
    expect(svg).not.toContain('subject-');
    expect(svg).toContain('the place itself');
  });

  it('names the picture for screen readers, escaped, and writes no text into the picture', () => {
    const svg = home({ name: '<Casa> & "Mar"', kind: 'beach' });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1280" height="853" viewBox="0 0 480 320" role="img" aria-label="&lt;Casa&gt; &amp; &quot;Mar&quot;, seen from afar: a (modern|villa) home by the sea, at [a-z ]+"><title>/,
    );
    expect(svg).not.toContain('<text');
    expect(svg).not.toMatch(/href="(?!#)/); // nothing fetched from elsewhere
  });

  it("draws each demo interest as the thing itself, its name only for screen readers (never a title card's text)", () => {
    const drawn = DEMO_INTERESTS.map(({ slug, name }) =>
      renderPicture({
        kind: 'interest',
        interest: { slug, name, kind: slug === 'skiing' ? 'ski' : 'beach' },
      }),
    );
    for (const [index, svg] of drawn.entries()) {
      const { name } = DEMO_INTERESTS[index] ?? { name: '' };
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain('linearGradient id="g"'); // the title card's backdrop
      expect(svg).toContain(`aria-label="${name.replaceAll('&', '&amp;')}: `);
      expect(xmlProblem(svg)).toBeNull();
      expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
      expect(travelling(svg)).toBeLessThan(MAX_GZIP_BYTES);
    }
    expect(drawn[DEMO_INTERESTS.findIndex(({ slug }) => slug === 'skiing')]).toContain(
      'a ski lesson on the slope',
    );
    expect(drawn[DEMO_INTERESTS.findIndex(({ slug }) => slug === 'spa-wellness')]).toContain(
      'class="subject-in_home_massage"',
    );
    // Two interests are two pictures.
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('writes well-formed SVG within the size budget for every place, angle and subject', () => {
    const pictures: string[] = [];
    for (const kind of SCENE_KINDS) {
      for (let i = 0; i < 40; i += 1)
        for (let shot = 1; shot <= 6; shot += 1)
          pictures.push(home({ homeId: `home-${i}`, kind, shot, pool: i % 2 === 0 }));
      for (const key of Object.keys(SERVICE_SUBJECTS))
        for (let i = 0; i < 4; i += 1)
          pictures.push(service({ serviceId: `svc-${i}`, serviceKey: key, kind, shot: 1 + (i % 2) }));
    }
    const problems = pictures.map(xmlProblem).filter((problem) => problem !== null);
    expect(problems).toEqual([]);
    const largest = Math.max(...pictures.map((svg) => Buffer.byteLength(svg)));
    expect(largest).toBeLessThan(MAX_BYTES);
    expect(Math.max(...pictures.map(travelling))).toBeLessThan(MAX_GZIP_BYTES);
  });
});

describe('the well-formedness check the pictures are held to', () => {
  it.each([
    ['<svg><g></svg>', '</svg> closes nothing'],
    ['<svg a="1" a="2"/>', 'repeated attribute'],
    ['<svg><title>a & b</title></svg>', "bare '&'"],
    ['<svg x=1/>', "bare '<'"],
    ['<svg/><svg/>', 'more than one root'],
    ['<svg><g>', 'never closed'],
  ])('finds the problem in %s', (xml, problem) => {
    expect(xmlProblem(xml)).toContain(problem);
  });

  it('accepts a well-formed picture', () => {
    expect(xmlProblem('<svg a="1"><title>a &amp; b</title><g/></svg>\n')).toBeNull();
  });
});
