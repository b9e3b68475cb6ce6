import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node 25 and newer carry their own Web Storage globals (undefined without --localstorage-file);
// Vitest keeps a global that already exists, so they would shadow happy-dom's storage in the UI
// tests. Older Node refuses the flag, hence the guard.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-webstorage'] : [];

// Tests that count how often the app evaluates a module (a vi.mock factory's first run) need
// a module graph of their own: with isolate off, an earlier file in the worker has already
// loaded it.
const FRESH_MODULE_GRAPH = ['tests/ui/catalog/filters-preload.test.tsx'];

export default defineConfig({
  test: {
    // Vitest keeps one core for itself (cores - 1 workers): on the 2-core machines CI runs on
    // that meant one test file at a time, while the main process mostly waits. The suites
    // are isolated from each other (a PGlite, or a PostgreSQL schema, per file; temp folders;
    // cached snapshots written by rename under a lock), so every core runs a file.
    maxWorkers: availableParallelism(),
    // Each worker keeps its modules between test files instead of importing them afresh for
    // every file: the suites share no state through modules (each builds its own container,
    // database and fakes), and importing took most of a file's time (the core project went
    // from 161 s to 40 s on a loaded 2-core machine, the UI project from 215 s to 113 s).
    isolate: false,
    globalSetup: ['tests/support/postgres-extensions.global.ts'],
    projects: [
      { extends: true, test: { name: 'core', environment: 'node', include: ['tests/core/**/*.test.ts'] } },
      {
        extends: true,
        test: { name: 'adapters', environment: 'node', include: ['tests/adapters/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'happy-dom',
          include: ['tests/ui/**/*.test.{ts,tsx}'],
          exclude: FRESH_MODULE_GRAPH,
          setupFiles: ['tests/ui/setup.ts'],
          execArgv: withoutNodeWebStorage,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui-isolated',
          environment: 'happy-dom',
          include: FRESH_MODULE_GRAPH,
          isolate: true,
          setupFiles: ['tests/ui/setup.ts'],
          execArgv: withoutNodeWebStorage,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'layers', environment: 'node', include: ['tests/layers/**/*.test.ts'] },
      },
    ],
  },
});
