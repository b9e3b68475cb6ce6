/**
 * `npm run structure`: the figures of issue 27's "Done when", each with its target and whether
 * it is met; a missed figure makes it exit 1 (a gate of `npm run test:layers`). docs/architecture/structure.md says
 * what each figure counts, and defines floors, areas and the imports that run back up. The
 * counting lives in figures.ts, duplicates.ts and floors.ts, tested on small fixtures in
 * tests/layers/structure.test.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { duplicatePairs } from './duplicates.js';
import { httpStatuses, injectedDependencies, sqlOutsideStores, viewModelLines } from './figures.js';
import { floorReport } from './floors.js';
import type { SourceFile } from './source-text.js';

const root = resolve(import.meta.dirname, '../..');

/** The TypeScript modules under a folder (declarations aside), repository-relative. */
const sources = (folder: string): SourceFile[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => {
      const path = relative(root, join(root, folder, name))
        .split('\\')
        .join('/');
      return { path, text: readFileSync(join(root, path), 'utf8') };
    })
    .sort((a, b) => a.path.localeCompare(b.path));

const src = sources('src');
const server = sources('server');
const core = src.filter((file) => file.path.startsWith('src/core/'));

/** Offenders listed per figure; `npm run structure -- --all` lists every one. */
const shown = process.argv.includes('--all') ? Number.POSITIVE_INFINITY : 10;
let met = 0;
let missed = 0;
/** One figure: its value against the target (at most `target`), then the offenders, if any. */
const figure = (name: string, value: number, target: number, details: readonly string[] = []): void => {
  const ok = value <= target;
  if (ok) met++;
  else missed++;
  console.log(`${ok ? 'met   ' : 'missed'}  ${name}: ${value} (target: at most ${target})`);
  for (const detail of details.slice(0, shown)) console.log(`          ${detail}`);
  if (details.length > shown)
    console.log(`          ... and ${details.length - shown} more (--all lists them)`);
};

const lines = viewModelLines(src);
const largest = lines[0];
figure(`largest view-model, lines (${largest?.path ?? 'none'})`, largest?.value ?? 0, 250);
const long = lines.filter((entry) => entry.value > 250);
figure(
  'view-models over 250 lines',
  long.length,
  0,
  long.map((entry) => `${entry.value}  ${entry.path}`),
);

const injected = injectedDependencies(src);
const most = injected[0];
figure(`most injected dependencies in a view-model (${most?.path ?? 'none'})`, most?.value ?? 0, 8);
const crowded = injected.filter((entry) => entry.value > 8);
figure(
  'view-models with over 8 injected dependencies',
  crowded.length,
  0,
  crowded.map((entry) => `${entry.value}  ${entry.path}`),
);

const statuses = httpStatuses(core);
figure(
  'HTTP status numbers in src/core',
  statuses.length,
  0,
  statuses.map((found) => `${found.path}:${found.line}  ${found.text}`),
);

const sql = sqlOutsideStores(server);
figure(
  'server/ files outside *.store.ts with SQL or .query',
  sql.length,
  0,
  sql.map((found) => `${found.path}:${found.line}  ${found.text}`),
);

for (const [name, files] of [
  ['src', src],
  ['server', server],
] as const) {
  const pairs = duplicatePairs(files);
  figure(
    `word-for-word duplicate pairs (6+ lines) in ${name}/`,
    pairs.length,
    5,
    pairs.map(
      (pair) => `${pair.lines} lines  ${pair.a.path}:${pair.a.line}  =  ${pair.b.path}:${pair.b.line}`,
    ),
  );
}

for (const [tree, files] of [
  ['src/core', core],
  ['server', server],
] as const) {
  const report = floorReport(tree, files);
  console.log(
    `info    ${tree}: ${report.floors} floors; area pairs importing each other: ${report.mutualAreas.length}`,
  );
  for (const pair of report.mutualAreas) console.log(`          ${pair}`);
  figure(
    `imports running back up (in a cycle of areas) in ${tree}/`,
    report.backUp.length,
    0,
    report.backUp.map((edge) => `${edge.from} -> ${edge.to}`),
  );
}

// Every figure met once (issue 27), so the report is a gate now: a missed figure fails
// `npm run test:layers`, as a broken layer rule does.
console.log(`\n${met} figures met, ${missed} missed.`);
if (missed > 0) process.exitCode = 1;
