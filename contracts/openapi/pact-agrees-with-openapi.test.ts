import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SwaggerMockValidatorFactory } from '@pactflow/swagger-mock-validator';
import { describe, expect, it } from 'vitest';
import { COMMITTED_OPENAPI, COMMITTED_PACT } from '../support/pact-files.js';

/**
 * The bi-directional check: every interaction of the committed pact held against the host's
 * OpenAPI document with @pactflow/swagger-mock-validator (offline: two local files, no
 * broker, no analytics). A request the document does not describe, a status it does not list
 * for that call, or a body its schema refuses is an error.
 */
const validate = (specPathOrUrl = COMMITTED_OPENAPI, mockPathOrUrl = COMMITTED_PACT) =>
  SwaggerMockValidatorFactory.create().validate({
    specPathOrUrl,
    mockPathOrUrl,
    // The document describes what every client may rely on, not every field the pact
    // happens to hold: fields beyond its schemas are allowed (the validator's default
    // refuses them, which would ask the document to copy the pact).
    additionalPropertiesInResponse: 'true',
  });

// Each run reads and checks all of the pact: about half a minute on a busy machine.
describe('the pact against contracts/openapi.json', { timeout: 120_000 }, () => {
  it('agrees: every interaction is a call the document describes, answered as it says', async () => {
    const outcome = await validate();
    const line = (result: {
      code: string;
      message: string;
      mockDetails?: { interactionDescription?: string };
    }) => `${result.code}: ${result.mockDetails?.interactionDescription ?? ''}: ${result.message}`;
    console.log(
      `swagger-mock-validator: ${outcome.errors.length} errors, ${outcome.warnings.length} warnings`,
    );
    expect(outcome.errors.map(line)).toEqual([]);
    expect(outcome.success).toBe(true);
  });

  it('can fail: a document that leaves out the 403 of another guest’s trip disagrees', async () => {
    const document = JSON.parse(readFileSync(COMMITTED_OPENAPI, 'utf8'));
    delete document.paths['/api/guest-itinerary/{itineraryId}'].get.responses['403'];
    const dir = mkdtempSync(join(tmpdir(), 'keyhaven-openapi-'));
    const bent = join(dir, 'openapi.json');
    writeFileSync(bent, JSON.stringify(document));
    // Only the trip-reading interactions: the whole pact takes the validator a minute on a busy machine.
    const pact = JSON.parse(readFileSync(COMMITTED_PACT, 'utf8'));
    pact.interactions = pact.interactions.filter((interaction: { request: { path: string } }) =>
      interaction.request.path.startsWith('/api/guest-itinerary/'),
    );
    expect(pact.interactions.length).toBeGreaterThan(1);
    const subset = join(dir, 'pact.json');
    writeFileSync(subset, JSON.stringify(pact));
    const outcome = await validate(bent, subset);
    expect(outcome.success).toBe(false);
    expect(outcome.errors.map((error) => error.code)).toContain('response.status.unknown');
  });
});
