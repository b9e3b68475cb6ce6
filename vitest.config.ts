import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Node 25 and newer carry their own Web Storage globals (undefined without --localstorage-file);
// Vitest keeps a global that already exists, so they would shadow happy-dom's storage in the UI
// tests. Older Node refuses the flag, hence the guard.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-webstorage'] : [];

export default defineConfig({
  test: {
    // Vitest keeps one core for itself (cores - 1 workers): on the 2-core machines CI runs on
    // that meant one test file at a time, while the main process mostly waits. The suites
    // are isolated from each other (a PGlite, or a PostgreSQL schema, per file; temp folders;
    // cached snapshots written by rename under a lock), so every core runs a file.
    maxWorkers: availableParallelism(),
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
