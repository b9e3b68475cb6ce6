import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { Acknowledged } from '../../../../src/adapters/rest/wire/acknowledged.wire.js';
import { decode } from '../../../../src/core/shared/decode.js';

describe('calls whose response is not shown', () => {
  it('any body, or none, acknowledges the call: the status alone says it worked', () => {
    for (const body of [undefined, null, '', {}, { objectId: 'itn_42' }, [1, 2], 'OK'])
      expect(decode(Acknowledged, body)).toEqual(E.right(undefined));
  });
});
