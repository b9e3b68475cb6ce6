import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runConciergeCommand } from '../../../server/concierge/concierge-cli.js';
import { parseConciergeArgs, UsageError } from '../../../server/concierge/concierge-cli-args.js';
import { migrate } from '../../../server/db/migrate.js';
import { loadRespondBy } from '../../../server/pending/pending.store.js';
import { openTestDatabase, type TestDatabase, testEngines } from '../support/test-database.js';

const context = { now: new Date('2031-01-01T00:00:00Z'), appUrl: 'https://app.keyhaven.test' };

/** The concierge sets another respond-by rule (docs/product/pending.md#the-respond-by-rule). */
describe.each(testEngines())('the concierge CLI’s respond-by on %s', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(engine);
    await migrate(test.db);
  });
  afterAll(() => test?.dispose());

  const run = (...args: string[]) => {
    const command = parseConciergeArgs(args);
    if (command.kind === 'help') throw new Error('expected a command');
    return runConciergeCommand(test.db, command, context);
  };

  it('prints the stored rule, 24 hours for a price and 48 for a confirmation at first', async () => {
    expect(await run('respond-by')).toEqual({
      code: 0,
      lines: [
        'a price is due 24 hours after the guest asks; a confirmation 48 hours after the guest reserves.',
      ],
    });
  });

  it('stores another number of hours, which the host then answers', async () => {
    const outcome = await run('respond-by', 'confirmation', '12', '--json');
    expect(outcome.code).toBe(0);
    expect(JSON.parse(outcome.lines[0] as string)).toEqual({ price: 24, confirmation: 12 });
    expect(await loadRespondBy(test.db)).toEqual({ price: 24, confirmation: 12 });
    await run('respond-by', 'confirmation', '48');
    expect(await loadRespondBy(test.db)).toEqual({ price: 24, confirmation: 48 });
  });

  it('refuses what is not a rule, with the reason, changing nothing', async () => {
    for (const args of [
      ['respond-by', 'quote', '12'],
      ['respond-by', 'price'],
      ['respond-by', 'price', '0'],
      ['respond-by', 'price', '721'],
      ['respond-by', 'price', '1.5'],
      ['respond-by', 'price', 'soon'],
    ])
      expect(() => parseConciergeArgs(args), args.join(' ')).toThrow(UsageError);
    expect(() => parseConciergeArgs(['respond-by', 'price', '0'])).toThrow(
      'hours must be a whole number from 1 to 720, got "0"',
    );
    expect(await loadRespondBy(test.db)).toEqual({ price: 24, confirmation: 48 });
  });
});
