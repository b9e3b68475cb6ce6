import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * contracts/README.md is handed to a team that gets only contracts/: it must not send them
 * to files they lack, and must say what their verifier needs.
 */
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('contracts/README.md stands alone', () => {
  it('links only inside contracts/: no ../ links and no paths into the rest of the repository', () => {
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(links.filter((link) => !link.startsWith('#'))).toEqual([]);
    expect(readme.match(/\b(docs|server|src|tests|scripts|e2e)\/[\w./-]*/g) ?? []).toEqual([]);
  });

  it('names the verifier requirements and the OpenAPI document beside the pact', () => {
    for (const needed of [
      'Pact specification 4',
      'provider-state injected values',
      'ES module',
      'PACT_DO_NOT_TRACK',
      'openapi.json',
    ])
      expect(readme, needed).toContain(needed);
  });
});
