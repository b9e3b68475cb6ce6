import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const DAY_MS = 86_400_000;

/** Runs an example with plain node (no tsx): it imports the built package by its own name. */
const run = (example: string): string[] =>
  execFileSync(process.execPath, [`examples/headless/${example}.mjs`], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  })
    .trim()
    .split('\n');

const daysFromToday = (isoDate: string): number =>
  Math.round((Date.parse(isoDate) - Date.parse(new Date().toISOString().slice(0, 10))) / DAY_MS);

/** README.md#headless: each flow of the public entry, run by plain node after npm run build:core. */
describe('examples/headless with plain node', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.core-build.json'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 240_000,
    });
  }, 240_000);

  it('search: the homes of a destination a month from now, each priced all-in', () => {
    const lines = run('search');
    const [, from, to] = lines[0]?.match(/^2 homes in Aspen, (\S+) to (\S+), 2 adults$/) ?? [];
    expect(daysFromToday(from ?? '')).toBe(30);
    expect(daysFromToday(to ?? '')).toBe(37);
    // 7 nights at $850 + $300 cleaning + 11% taxes on the nights; at $1,200 + $450 likewise.
    expect(lines.slice(1, 3)).toEqual([
      'Aspen Ridge Chalet: $6,905 all-in',
      'Maroon Bells Lodge: $9,774 all-in',
    ]);
    expect(lines[3]).toBe(
      'Calls the host would have had: listingCatalogGateway.searchListings, listingGateway.instantPricing, listingGateway.instantPricing',
    );
  });

  it("price breakdown: a home's lines in the listing total's order, adding up to its total", () => {
    const lines = run('price-breakdown');
    expect(lines[0]).toMatch(/^Stay \S+ to \S+: 5 nights at \$850\.00 a night \(exact price\)$/);
    expect(daysFromToday(lines[0]?.split(' ')[1] ?? '')).toBe(45);
    expect(lines.slice(1)).toEqual([
      '  Base rate for 5 nights: $4,250.00',
      '  Cleaning: $300.00',
      '  Ski valet: $125.00',
      '  Returning guest credit: -$200.00',
      '  Promo code SKI10: -$447.50',
      '  Taxes: $467.50',
      '  Refundable security deposit: $1,000.00',
      'Total: $5,495.00',
      'Lines add up to the total: true',
    ]);
  });

  it("promo code: refusals show the host's words; an accepted code takes 10% off", () => {
    expect(run('promo-code')).toEqual([
      'SUMMER23: refused, the field shows "This promo code has expired."',
      'NOPE: refused, the field shows "This promo code is not valid."',
      'SKI10: accepted (10% off), $900.00 becomes $810.00',
      'Codes the host checked: SUMMER23, NOPE, SKI10',
    ]);
  });

  it('booking state: saved, read back after a reload, a bad value dropped, then cleared', () => {
    const lines = run('booking-state');
    expect(lines[0]).toBe('Saved: 4 keys in storage');
    expect(lines[1]).toBe('Card without a signed-in guest: Failed to save booking state');
    expect(lines[2]).toMatch(
      /^After a reload: starts (\S+)T18:00:00\.000Z, 4 adults, promo SKI10, card card_visa_4242$/,
    );
    expect(daysFromToday(lines[2]?.split(' ')[4]?.slice(0, 10) ?? '')).toBe(14);
    expect(lines.slice(3)).toEqual([
      'The screen holds the same: true',
      'A hand-edited count reads as: null',
      'Cleared: 0 keys left, errors reported: 0',
    ]);
  });

  it('card token: each status its screen; the form checked; the card added once', () => {
    expect(run('card-token')).toEqual([
      'ct_old: expired screen, "Token Expired"',
      'ct_done: used screen, "Token Used"',
      'ct_unknown: invalid screen, "Token Invalid"',
      'ct_fresh: form screen',
      'Billing form refused: Please correct the billing details. (cardNumber, expirationDate, securityCode, zipCode)',
      'Card added: Thank you. You have successfully added a card to your account',
      'ct_fresh afterwards: used screen; the host kept tok_81611_4242',
    ]);
  });

  it("price request: the home goes on a trip, requested; taken dates are refused in the host's words", () => {
    const lines = run('price-request');
    expect(lines[0]).toMatch(
      /^first: Maroon Bells Lodge (\S+) to (\S+) on trip "Aspen in the snow", status in_progress \("Price Requested"\)$/,
    );
    expect(daysFromToday(lines[0]?.split(' ')[4] ?? '')).toBe(60);
    expect(lines.slice(1)).toEqual([
      'first: outcome requested: Your request has been received! Details will be sent to the email address provided.',
      'second: refused (409) These dates are no longer available.',
      'Errors reported: 0',
    ]);
  });
});
