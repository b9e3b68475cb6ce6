import { defineConfig } from 'vitest/config';

/** Only the headless core tests: what Stryker runs against each mutant of src/core. */
export default defineConfig({
  test: { name: 'core', environment: 'node', include: ['tests/core/**/*.test.ts'] },
});
