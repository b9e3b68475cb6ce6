import { describe, expect, it } from 'vitest';
import { LISTING_DATE_FIELD_LABEL } from '../../../src/core/formatting/date-field-label.format.js';

describe('date field label', () => {
  it("listing date field 'Check-in + check-out date'", () => {
    expect(LISTING_DATE_FIELD_LABEL).toBe('Check-in + check-out date');
  });
});
