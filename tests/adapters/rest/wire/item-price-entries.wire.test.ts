import { describe, expect, it } from 'vitest';
import { ItemPriceEntryList } from '../../../../src/adapters/rest/wire/item-price-entries.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';

const dinner = {
  pricingHeaderId: 'pcf_chef',
  pricingOptionId: 'opt_dinner',
  pricingConfigId: 'cfg_flat',
  quantity: 1,
  total: 900,
};

describe('POST .../item/{itemId}/pricing -> price entries', () => {
  it('price entries decode', () => {
    expect(decoded(ItemPriceEntryList, [dinner])).toEqual([dinner]);
  });

  it('price entries: a missing option is refused at 0.pricingOptionId, a text total at 0.total', () => {
    const { pricingOptionId: _dropped, ...withoutOption } = dinner;
    expectRejectedAt(ItemPriceEntryList, [withoutOption], '0.pricingOptionId');
    expectRejectedAt(ItemPriceEntryList, [{ ...dinner, total: '900' }], '0.total');
  });
});
