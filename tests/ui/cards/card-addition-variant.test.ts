import { describe, expect, it } from 'vitest';
import { cardAdditionVariant } from '../../../src/ui/cards/card-addition-variant.js';

const variant = (query: string) => cardAdditionVariant(new URLSearchParams(query));

describe('which card screen /card-addition shows', () => {
  it('a token is the token page, even with a trip named too', () => {
    expect(variant('token=abc')).toEqual({ kind: 'token', token: 'abc' });
    expect(variant('token=abc&itineraryId=itn_1')).toEqual({ kind: 'token', token: 'abc' });
  });

  it('a trip alone is the standalone form', () => {
    expect(variant('itineraryId=itn_1')).toEqual({ kind: 'standalone', itineraryId: 'itn_1' });
  });

  it('nothing, or an empty token or trip, is the token page without a token (Token Invalid)', () => {
    expect(variant('')).toEqual({ kind: 'token', token: null });
    expect(variant('token=')).toEqual({ kind: 'token', token: null });
    expect(variant('itineraryId=')).toEqual({ kind: 'token', token: null });
  });
});
