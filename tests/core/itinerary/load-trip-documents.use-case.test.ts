import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../src/core/itinerary/attachment.entity.js';
import { loadTripDocuments } from '../../../src/core/itinerary/load-trip-documents.use-case.js';
import { http, left, leftOf, right, rightOf } from '../use-case-support.js';

const doc = (objectId: string): Attachment => ({
  objectId,
  name: `${objectId}.pdf`,
  url: `/api/attachments/${objectId}/file`,
});
const owners = [
  { type: 'itinerary', id: 'it-1', name: 'Ski week' },
  { type: 'item', id: 'si-1', name: 'Chef' },
  { type: 'listing-item', id: 'li-1', name: 'Chalet' },
] as const;

describe('loadTripDocuments', () => {
  it('groups the documents by what they hang on, in order, leaving out owners without any', async () => {
    const asked: string[] = [];
    const deps = {
      itineraries: {
        attachments: (type: string, id: string) => {
          asked.push(`${type}/${id}`);
          return right(id === 'si-1' ? [] : [doc(`d-${id}`)]);
        },
      },
    };
    expect(rightOf(await loadTripDocuments(deps, owners))).toEqual([
      { owner: owners[0], documents: [doc('d-it-1')] },
      { owner: owners[2], documents: [doc('d-li-1')] },
    ]);
    expect(asked).toEqual(['itinerary/it-1', 'item/si-1', 'listing-item/li-1']);
  });

  it('fails as a whole when any list fails', async () => {
    const deps = {
      itineraries: { attachments: (_: string, id: string) => (id === 'li-1' ? left(http(500)) : right([])) },
    };
    expect(leftOf(await loadTripDocuments(deps, owners)).status).toBe(500);
  });
});
