import * as E from 'fp-ts/lib/Either.js';
import { sequenceArray } from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import type { Attachment } from './attachment.entity.js';
import type { ItineraryGateway } from './itinerary-gateway.port.js';

/** What documents hang on (docs/product/calls.md#itineraries: `{type}` of the attachments call). */
export type DocumentOwnerType = 'itinerary' | 'item' | 'listing-item';

/** The trip, a service on it or a home on it, named as the guest knows it. */
export interface DocumentOwner {
  readonly type: DocumentOwnerType;
  readonly id: string;
  readonly name: string;
}

export interface DocumentGroup {
  readonly owner: DocumentOwner;
  readonly documents: readonly Attachment[];
}

/**
 * The documents of a trip and of what it holds, asked for side by side, in the owners'
 * order; owners without documents are left out. Any list failing fails the whole, as the
 * page-load error of docs/product/errors.md#load-failures.
 */
export const loadTripDocuments = async (
  deps: { readonly itineraries: Pick<ItineraryGateway, 'attachments'> },
  owners: readonly DocumentOwner[],
): Promise<E.Either<AppError, readonly DocumentGroup[]>> => {
  const lists = await Promise.all(owners.map((owner) => deps.itineraries.attachments(owner.type, owner.id)));
  return E.map((all: readonly (readonly Attachment[])[]) =>
    owners.flatMap((owner, index) => {
      const documents = all[index] ?? [];
      return documents.length > 0 ? [{ owner, documents }] : [];
    }),
  )(sequenceArray(lists));
};
