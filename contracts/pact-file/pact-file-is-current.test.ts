import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { expect, it } from 'vitest';
import { COMMITTED_PACT, COMMITTED_PACTS_DIR, comparablePact, generatedPact } from '../support/pact-files.js';

/**
 * Runs after the consumer tests (contracts/vitest.config.ts). The committed pact is what the
 * provider is verified against and what a backend team would check, so it must be exactly
 * what today's consumer tests produce. After changing them: UPDATE_PACTS=1 npm run test:contracts
 */
const UPDATE = process.env.UPDATE_PACTS === '1';
const HOW_TO_UPDATE = 'run `UPDATE_PACTS=1 npm run test:contracts` and commit contracts/pacts/';

it('the committed pact is the one the consumer tests generate', () => {
  const fresh = generatedPact();
  expect(existsSync(fresh), `the consumer tests wrote no pact at ${fresh}`).toBe(true);

  if (UPDATE) {
    mkdirSync(COMMITTED_PACTS_DIR, { recursive: true });
    copyFileSync(fresh, COMMITTED_PACT);
    return;
  }
  expect(existsSync(COMMITTED_PACT), `no committed pact: ${HOW_TO_UPDATE}`).toBe(true);
  expect(comparablePact(fresh), `contracts/pacts/ is stale: ${HOW_TO_UPDATE}`).toEqual(
    comparablePact(COMMITTED_PACT),
  );
});
