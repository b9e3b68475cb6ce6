import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CONSUMER = 'keyhaven-guest-app';
export const PROVIDER = 'keyhaven-rest-host';

const PACT_FILE_NAME = `${CONSUMER}-${PROVIDER}.json`;

/** The committed contract: what the provider is verified against. */
export const COMMITTED_PACTS_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));
export const COMMITTED_PACT = join(COMMITTED_PACTS_DIR, PACT_FILE_NAME);

/**
 * Where this run's consumer tests write: a fresh folder per run (contracts/vitest.config.ts
 * creates it), because Pact merges into an existing file and an interaction deleted from
 * the tests would otherwise live on.
 */
export const generatedPactDir = (): string => {
  const dir = process.env.PACT_OUTPUT_DIR;
  if (!dir) throw new Error('PACT_OUTPUT_DIR is not set: run with --config contracts/vitest.config.ts');
  return dir;
};
export const generatedPact = (): string => join(generatedPactDir(), PACT_FILE_NAME);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A pact as it matters for the contract: the library versions in its metadata are left out
 * (upgrading Pact must not make the file stale) and interactions are ordered by what they
 * are, not by when a test happened to run.
 */
export const comparablePact = (file: string): Json => {
  const pact = JSON.parse(readFileSync(file, 'utf8')) as {
    metadata?: Record<string, Json>;
    interactions?: { description?: string; providerStates?: { name?: string }[] }[];
  };
  const sortKey = (interaction: { description?: string; providerStates?: { name?: string }[] }) =>
    `${interaction.description ?? ''}|${(interaction.providerStates ?? []).map((state) => state.name).join(',')}`;
  const interactions = [...(pact.interactions ?? [])].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const { pactSpecification } = pact.metadata ?? {};
  return { ...pact, metadata: { pactSpecification: pactSpecification ?? null }, interactions } as Json;
};

/** The host's OpenAPI document, beside the pact (written by `npm run openapi`). */
export const COMMITTED_OPENAPI = fileURLToPath(new URL('../openapi.json', import.meta.url));
