import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** docs/architecture/conventions.md#core: every rule runs headless in Node. The README's example proves it end to end. */
describe('examples/headless-quote.ts', () => {
  let lines: string[] = [];

  beforeAll(() => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', 'examples/headless-quote.ts'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    lines = output.trim().split('\n');
  }, 60_000);

  it('a corrupt item response is refused with a message naming each bad field', () => {
    expect(lines[0]).toMatch(
      /^Corrupt response refused: Unexpected itinerary item: status: expected draft \|/,
    );
    expect(lines[0]).toContain('got "Booked"; pricing.itemTotal: expected Dollars | null, got "free"');
  });

  it('Itinerary item: the sample decodes', () => {
    expect(lines[1]).toBe('Decoded itm_chef_1 "Private chef dinner": status quoted, 1 promo code');
  });

  it("Price total and label: 'from' before pricing, then (900 - 25) less 10% plus 15% of 900 in USD", () => {
    expect(lines[2]).toBe('Before pricing the card reads: from $300.00');
    expect(lines[3]).toBe('Priced, the card reads: total $922.50 (taxes included)');
  });

  it('reserve moves quoted to approved; a refused move is a conflict', () => {
    expect(lines[4]).toBe(
      'reserve: quoted -> approved ("Pending Confirmation — We will be in touch shortly")',
    );
    expect(lines[5]).toBe('quote: refused (conflict) Cannot quote an item whose status is booked');
  });

  it('Reserve confirmations: booked, and saved with the last change date', () => {
    expect(lines[6]).toBe(
      'Reserve outcome booked: Your request has been sent! Your request is pending and a confirmation email will be sent to you.',
    );
    // The dinner is a month from now, booked two days ahead: the deadline is 28 days away.
    const [, deadline] =
      lines[7]?.match(
        /^Save-for-later outcome saved: Saved For Later\. You have until \w+day, (\w+ \d{1,2}, \d{4}) to complete the reservation\.$/,
      ) ?? [];
    const daysLeft =
      (Date.parse(`${deadline} UTC`) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(daysLeft).toBe(28);
    expect(lines).toHaveLength(8);
  });
});
