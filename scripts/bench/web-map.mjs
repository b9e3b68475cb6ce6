// `npm run bench:web:map`: only the map part of `npm run bench:web` (web.mjs), for work on the
// map's drawing: builds (BENCH_NO_BUILD=1 reuses dist/), starts the host on a fresh PGlite
// folder, then pans 10,000 points with WebGL and with the 2D canvas, BENCH_MAP_RUNS times each
// (default 1), alternating so both see the same machine. BENCH_MAP_TRACE=<folder> also writes
// a Chrome performance trace of each drag there (open it in DevTools' Performance panel).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { children, loadAverage as load, startBuiltHost, stopChild } from './bench-processes.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, panFrameRate } from './web-interactions.mjs';

const RUNS = Number(process.env.BENCH_MAP_RUNS || 1);
const TRACES = process.env.BENCH_MAP_TRACE;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-map-'));
try {
  const { host, base } = await startBuiltHost(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      for (const forceCanvas of [false, true]) {
        const trace = TRACES
          ? join(TRACES, `pan-${forceCanvas ? 'canvas' : 'webgl'}-${run}.json`)
          : undefined;
        const pan = await panFrameRate(browser, base, { forceCanvas, trace });
        rows.push({
          run,
          drawn: pan.renderer,
          fps: pan.fps.toFixed(1),
          'drag (s)': pan.seconds.toFixed(1),
          'WebGL renderer': pan.gpu,
          'load average': load(),
        });
        console.log(`[bench:web:map] run ${run}: ${pan.renderer} ${pan.fps.toFixed(1)} fps (${pan.gpu})`);
      }
    }
  } finally {
    await browser.close();
    await stopChild(host);
  }
  console.table(rows);
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
