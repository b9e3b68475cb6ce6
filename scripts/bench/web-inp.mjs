// `npm run bench:web:inp`: only the interaction figures of `npm run bench:web` (web.mjs), for
// work on a step's interaction to next paint: builds (BENCH_NO_BUILD=1 reuses dist/), starts
// the host on a fresh PGlite folder, then runs the guest's scripted steps at 4x CPU slowdown
// BENCH_INP_RUNS times (default 3), each run with the load average beside it. Every step
// lists its interactions in order with their durations, so a slow step shows which of its
// clicks or keys was the slow one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { children, loadAverage as load, startBuiltHost, stopChild } from './bench-processes.mjs';
import {
  CHROMIUM,
  CHROMIUM_FLAGS,
  CPU_SLOWDOWN,
  DEMO_HOME_PATH,
  measureInteractions,
} from './web-interactions.mjs';

const RUNS = Number(process.env.BENCH_INP_RUNS || 3);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-inp-'));
try {
  const { host, base } = await startBuiltHost(dataDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const rows = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const before = load();
      const figures = await measureInteractions(browser, base, DEMO_HOME_PATH);
      for (const figure of figures) {
        const each = figure.interactions.map((i) => `${i.name} ${i.ms.toFixed(0)}`).join(', ');
        console.log(
          `[bench:web:inp] run ${run} ${figure.step}: ${figure.ms.toFixed(0)} ms (${each || 'none over 16 ms'})`,
        );
        rows.push({
          run,
          step: figure.step,
          [`INP at ${CPU_SLOWDOWN}x (ms)`]: figure.ms.toFixed(0),
          'load average before': before,
        });
      }
      console.log(`[bench:web:inp] run ${run}: load average ${before} before, ${load()} after`);
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
