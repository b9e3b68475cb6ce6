// `npm run bench:pictures`: what the demo pictures cost the browser to draw, at a card's size
// (400 px) and at a gallery's (1280 px), and what they weigh on the wire. A benchmark, not a
// test: it prints figures (docs/product/pictures.md records them); only a broken measurement
// fails the run. Each picture is drawn by Chromium into a canvas, which rasterises the SVG
// where a page would, with every filter of its camera (server/demo/pictures/scene-camera.ts).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { SERVICE_SUBJECTS } from '../../server/demo/pictures/scene-service.js';
import { SCENE_KINDS } from '../../server/demo/pictures/scene-stage.js';
import { renderPicture } from '../../server/demo/pictures/svg-art.js';

// Every place, each of a home's six angles, and each service's subject: 44 distinct pictures.
const pictures: string[] = [];
for (const kind of SCENE_KINDS)
  for (let shot = 1; shot <= 6; shot += 1)
    pictures.push(
      renderPicture({
        kind: 'home',
        home: { homeId: `b-${kind}`, name: 'x', kind, shot, pool: shot % 2 === 0 },
      }),
    );
for (const [i, serviceKey] of Object.keys(SERVICE_SUBJECTS).entries())
  pictures.push(
    renderPicture({
      kind: 'service',
      service: {
        serviceId: `b${i}`,
        name: 'x',
        serviceKey,
        kind: SCENE_KINDS[i % SCENE_KINDS.length] ?? 'beach',
        shot: 1,
      },
    }),
  );

// The browser the other benchmarks use (web-interactions.mjs), Debian's Chromium unless told.
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH || '/usr/bin/chromium';

const server = createServer((request, response) => {
  const index = Number(/^\/(\d+)\.svg$/.exec(request.url ?? '')?.[1]);
  const svg = pictures[index];
  if (svg === undefined) response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>');
  else response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage();
  await page.goto(`${origin}/`);
  const sizes = [
    [400, 267],
    [1280, 853],
  ] as const;
  const drawn = await page.evaluate(
    async ({ count, sizes }) => {
      const figures: Record<string, number[]> = {};
      for (const [width, height] of sizes) {
        const canvas = document.createElement('canvas');
        Object.assign(canvas, { width, height });
        const context = canvas.getContext('2d', { willReadFrequently: true });
        if (!context) throw new Error('no 2D canvas');
        const times: number[] = [];
        for (let i = 0; i < count; i += 1) {
          const image = new Image();
          image.src = `/${i}.svg`;
          await image.decode();
          const start = performance.now();
          context.drawImage(image, 0, 0, width, height);
          context.getImageData(0, 0, 1, 1); // waits for the drawing to finish
          times.push(performance.now() - start);
        }
        figures[width] = times.sort((a, b) => a - b);
      }
      return figures;
    },
    { count: pictures.length, sizes },
  );
  const at = (values: number[], share: number) =>
    values[Math.floor(share * (values.length - 1))] ?? Number.NaN;
  const wire = pictures.map((svg) => gzipSync(svg).length).sort((a, b) => a - b);
  console.log(`[bench:pictures] ${pictures.length} pictures`);
  for (const [width] of sizes) {
    const times = drawn[width] ?? [];
    console.log(
      `[bench:pictures] drawn at ${width} px: median ${at(times, 0.5).toFixed(1)} ms, p90 ${at(times, 0.9).toFixed(1)} ms`,
    );
  }
  console.log(`[bench:pictures] on the wire (gzip): median ${at(wire, 0.5)} B, largest ${at(wire, 1)} B`);
} finally {
  await browser.close();
  server.close();
}
