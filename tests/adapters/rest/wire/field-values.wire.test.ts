import { describe, expect, it } from 'vitest';
import { FieldValueEntryList } from '../../../../src/adapters/rest/wire/field-values.wire.js';
import { FieldValueEntry } from '../../../../src/core/itinerary/field-value.entity.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

const allergies = {
  objectId: 'fld_allergies',
  displayValue: 'Peanuts',
  value: { content: 'Peanuts', type: 'text' },
};

describe('fieldValues (objectId, displayValue, value{content,type})', () => {
  it('PUT .../fieldValues -> updated entries decode, any content kept as sent', () => {
    const groceries = {
      objectId: 'fld_groceries',
      displayValue: null,
      value: { content: ['grc_eggs'], type: null },
    };
    expect(decoded(FieldValueEntryList, [allergies, groceries])).toEqual([allergies, groceries]);
    expect(decoded(FieldValueEntry, { objectId: 'fld_x' })).toEqual({ objectId: 'fld_x' });
  });

  it('fieldValues: an entry without objectId is refused at 0.objectId, a bad value type at 0.value.type', () => {
    expectRejectedAt(FieldValueEntryList, [{ displayValue: 'x' }], '0.objectId');
    expectRejectedAt(
      FieldValueEntryList,
      [{ ...allergies, value: { content: 'x', type: 3 } }],
      '0.value.type',
    );
  });
});
