import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { providerStates } from '../../server/provider-states/provider-states.js';
import { stubDatabase } from '../../tests/server/support/stub-database.js';
import { readPact, statesOf } from '../provider/pending-interactions.js';
import { COMMITTED_PACT } from '../support/pact-files.js';

/**
 * contracts/README.md's provider-state table is what another team implements its endpoint
 * from: it must name every state the committed pact uses, and no state the pact dropped.
 */
const README = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
// The table of the "Provider states" section: its rows up to the next heading.
const section = README.split(/^## Provider states$/m)[1]?.split(/^#/m)[0] ?? '';
const tableStates = [...section.matchAll(/^\| (.+?) \| .+ \| .+ \|$/gm)]
  .map((row) => row[1] as string)
  .filter((name) => !['State', '---'].includes(name));

it("the README's provider-state table names exactly the states of the committed pact", () => {
  const pactStates = [...statesOf(readPact(COMMITTED_PACT).interactions)].sort();
  expect([...tableStates].sort()).toEqual(pactStates);
});

it('the host can set up every state the table names', () => {
  const handled = Object.keys(providerStates(stubDatabase()));
  expect(tableStates.filter((name) => !handled.includes(name))).toEqual([]);
});
