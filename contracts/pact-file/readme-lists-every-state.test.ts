import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { providerStates } from '../../server/verification/provider-states.js';
import { stubDatabase } from '../../tests/server/support/stub-database.js';
import { readPact, statesOf } from '../provider/pending-interactions.js';
import { COMMITTED_PACT } from '../support/pact-files.js';

/**
 * contracts/README.md's provider-state table is what another team implements its endpoint
 * from: it must name every state the committed pact uses, and no state the pact dropped, with
 * every param the pact sends it.
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
// The table of the "Provider states" section: its rows up to the next heading.
const section = README.split(/^## Provider states$/m)[1]?.split(/^#/m)[0] ?? '';
const rows = [...section.matchAll(/^\| (.+?) \| (.+?) \| .+ \| .+ \|$/gm)]
  .map((row) => ({ state: row[1] as string, params: row[2] as string }))
  .filter(({ state }) => !['State', '---'].includes(state));
const tableStates = rows.map(({ state }) => state);

it("the README's provider-state table names exactly the states of the committed pact", () => {
  const pactStates = [...statesOf(readPact(COMMITTED_PACT).interactions)].sort();
  expect([...tableStates].sort()).toEqual(pactStates);
});

it("the README's table names every param the pact sends each state", () => {
  const pact = readPact(COMMITTED_PACT) as unknown as {
    interactions: { providerStates?: { name: string; params?: Record<string, unknown> }[] }[];
  };
  const missing: string[] = [];
  for (const interaction of pact.interactions)
    for (const state of interaction.providerStates ?? []) {
      const cell = rows.find((row) => row.state === state.name)?.params ?? '';
      for (const param of Object.keys(state.params ?? {}))
        if (!cell.includes(`\`${param}\``)) missing.push(`${state.name}: ${param}`);
    }
  expect([...new Set(missing)]).toEqual([]);
});

it('the host can set up every state the table names', () => {
  const handled = Object.keys(providerStates(stubDatabase()));
  expect(tableStates.filter((name) => !handled.includes(name))).toEqual([]);
});
