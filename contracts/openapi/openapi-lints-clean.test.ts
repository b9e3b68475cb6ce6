import { readFileSync } from 'node:fs';
import spectralCore from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { COMMITTED_OPENAPI } from '../support/pact-files.js';

const { Spectral } = spectralCore;

/** Spectral's OpenAPI rules (the `oas` ruleset, as `spectral lint` runs it) over the committed document. */
const lint = async (document: string) => {
  const spectral = new Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  return spectral.run(document);
};

const ERROR = 0;
const WARNING = 1;

describe('contracts/openapi.json under Spectral (oas recommended)', () => {
  it('has no errors', async () => {
    const results = await lint(readFileSync(COMMITTED_OPENAPI, 'utf8'));
    const errors = results.filter((result) => result.severity === ERROR);
    const warnings = results.filter((result) => result.severity === WARNING);
    console.log(`Spectral: ${errors.length} errors, ${warnings.length} warnings`);
    expect(errors.map((error) => `${error.code} at ${error.path.join('.')}: ${error.message}`)).toEqual([]);
  });

  it('can fail: two operations with one operationId are an error', async () => {
    const broken = JSON.parse(readFileSync(COMMITTED_OPENAPI, 'utf8'));
    broken.paths['/api/health'].get.operationId = 'same';
    broken.paths['/api/countries'].get.operationId = 'same';
    const results = await lint(JSON.stringify(broken));
    expect(results.filter((result) => result.severity === ERROR).map((result) => result.code)).toEqual(
      expect.arrayContaining(['operation-operationId-unique']),
    );
  });
});
