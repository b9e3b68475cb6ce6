import { describe, expect, it } from 'vitest';
import { RATE_BASES, rateBasisLabel } from '../../../src/core/pricing/rate-basis-label.rule.js';

describe('rate basis label', () => {
  it('rateBasis: hour, day, person', () => {
    expect(RATE_BASES).toEqual(['hour', 'day', 'person']);
  });

  it.each([
    ['hour', 'Number of hours'],
    ['day', 'Number of days'],
    ['person', 'Number of people'],
  ])('rate basis labels: %s reads %s', (basis, label) => {
    expect(rateBasisLabel(basis)).toBe(label);
  });

  it("rate basis labels: default 'Selected number'", () => {
    for (const basis of [null, undefined, '', 'night', 'Hour', 'toString', 'constructor']) {
      expect(rateBasisLabel(basis)).toBe('Selected number');
    }
  });
});
