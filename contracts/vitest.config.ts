import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Pact contracts: `vitest run --config contracts/vitest.config.ts`.
 * Three projects run one after the other (sequence.groupOrder; not 0, which Vitest runs last
 * when file parallelism is off):
 *   1. consumer: the real REST adapters against Pact's mock server, writing a fresh pact;
 *   2. pact-file: the fresh pact must equal the committed one (UPDATE_PACTS=1 copies it over);
 *      openapi: contracts/openapi.json is current, lints clean and agrees with every interaction;
 *   3. provider: the real server verified against the committed pact.
 */
process.env.PACT_DO_NOT_TRACK = 'true';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

// This run's consumer output: a new folder each run, since Pact merges into an existing file.
// Folders of earlier runs whose process is gone are removed.
const scratch = join(tmpdir(), 'keyhaven-pacts');
mkdirSync(scratch, { recursive: true });
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};
for (const name of readdirSync(scratch)) {
  const pid = Number(/^run-(\d+)-/.exec(name)?.[1]);
  if (pid && pid !== process.pid && !isAlive(pid))
    rmSync(join(scratch, name), { recursive: true, force: true });
}
// Vitest evaluates this file once per project: the folder is made once per process.
const shared = globalThis as { keyhavenPactOutputDir?: string };
shared.keyhavenPactOutputDir ??= mkdtempSync(join(scratch, `run-${process.pid}-`));
const pactOutputDir = shared.keyhavenPactOutputDir;

export default defineConfig({
  root: repoRoot,
  test: {
    environment: 'node',
    env: { PACT_DO_NOT_TRACK: 'true', PACT_OUTPUT_DIR: pactOutputDir },
    // Pact's mock servers and the provider's database are heavy: one file at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'consumer',
          include: ['contracts/consumer/**/*.pact.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'pact-file',
          include: ['contracts/pact-file/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'openapi',
          include: ['contracts/openapi/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'provider',
          include: ['contracts/provider/**/*.verify.test.ts'],
          sequence: { groupOrder: 3 },
          testTimeout: 120_000,
        },
      },
    ],
  },
});
