import * as E from 'fp-ts/lib/Either.js';
import type { HistoryItemAddress, ItemHistoryGateway } from '../../core/itinerary/index.js';
import type { RestClient } from './rest-client.js';
import { ItemHistoryWire } from './wire/item-history.wire.js';

const SEGMENT = { service: 'item', home: 'listing-item' } as const;

/** An item's history, from the host's record of changes (docs/product/pending.md#each-items-history). */
export class RestItemHistoryGateway implements ItemHistoryGateway {
  constructor(private readonly api: RestClient) {}

  async history(item: HistoryItemAddress) {
    const path = `/api/itinerary/${encodeURIComponent(item.itineraryId)}/${SEGMENT[item.kind]}/${encodeURIComponent(item.itemId)}/history`;
    return E.map((answer: typeof ItemHistoryWire._A) => answer.entries)(
      await this.api.get(path, ItemHistoryWire),
    );
  }
}
