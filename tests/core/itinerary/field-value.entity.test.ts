import { describe, expect, it } from 'vitest';
import { FieldValueEntry } from '../../../src/core/itinerary/field-value.entity.js';
import { decoded, expectRejectedAt } from '../arbitraries/codec-laws.js';

describe('a field value as the host stores it (objectId, displayValue, value{content,type})', () => {
  it('any content is kept as sent; displayValue and value may be missing', () => {
    const groceries = {
      objectId: 'fld_groceries',
      displayValue: null,
      value: { content: ['grc_eggs'], type: null },
    };
    expect(decoded(FieldValueEntry, groceries)).toEqual(groceries);
    expect(decoded(FieldValueEntry, { objectId: 'fld_x' })).toEqual({ objectId: 'fld_x' });
  });

  it('an entry without objectId is refused at objectId, a bad value type at value.type', () => {
    expectRejectedAt(FieldValueEntry, { displayValue: 'x' }, 'objectId');
    expectRejectedAt(FieldValueEntry, { objectId: 'f', value: { content: 'x', type: 3 } }, 'value.type');
  });
});
