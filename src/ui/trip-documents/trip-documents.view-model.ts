import { sequenceT } from 'fp-ts/lib/Apply.js';
import * as E from 'fp-ts/lib/Either.js';
import { injectable } from 'inversify';
import { makeAutoObservable, observableRef } from 'mobx';
import { ErrorReporter } from '../../core/errors/index.js';
import type { Itinerary, ListingItem } from '../../core/itinerary/index.js';
import {
  type DocumentGroup,
  type DocumentOwner,
  GROCERY_LIST_FIELD,
  ItineraryGateway,
  ListingItemGateway,
  loadTripDocuments,
} from '../../core/itinerary/index.js';
import { DocumentCopies, documentNotOpened } from '../../core/offline/index.js';
import type { GroceryItem } from '../../core/service/index.js';
import { ServiceGateway } from '../../core/service/index.js';
import type { AppError } from '../../core/shared/index.js';
import { AppConfig } from '../../core/shared/index.js';
import { type TripNotShown, TripPageGate } from '../components/trip-page-gate.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from '../shell/shell.view-model.js';
import {
  type DocumentLink,
  type DocumentShelf,
  documentShelves,
  type GroceryShelf,
  groceryShelves,
} from './document-shelves.js';

export type TripDocumentsState =
  | { readonly status: 'loading' }
  | TripNotShown
  | {
      readonly status: 'ready';
      readonly tripName: string;
      readonly documents: readonly DocumentShelf[];
      readonly groceries: readonly GroceryShelf[];
    };

interface Deps {
  readonly itineraries: Pick<ItineraryGateway, 'guestItinerary' | 'attachments'>;
  readonly listingItems: Pick<ListingItemGateway, 'listingItems'>;
  readonly services: Pick<ServiceGateway, 'groceryItems'>;
  readonly copies: DocumentCopies;
  readonly errors: ErrorReporter;
  readonly config: AppConfig;
}

const ownersOf = (itinerary: Itinerary, homes: readonly ListingItem[]): DocumentOwner[] => [
  { type: 'itinerary', id: itinerary.objectId, name: itinerary.itineraryName || 'Your trip' },
  ...itinerary.items.map(
    (item): DocumentOwner => ({ type: 'item', id: item.id, name: item.name || 'Service' }),
  ),
  ...homes.map(
    (home): DocumentOwner => ({
      type: 'listing-item',
      id: home.objectId,
      name: home.listing?.name || 'Your home',
    }),
  ),
];

/**
 * /itineraries/{itineraryId}/documents: the documents of the trip, of its services and of its
 * homes, each a download the host serves to the trip's owner (docs/host/decisions.md#attachments),
 * and the grocery lists of its services. Signed out, nothing is asked and the guest is offered
 * sign-in; a refusal of the trip (401, 403) is shown in the trip's words
 * (docs/product/roles.md#trip-links); any other failure of the trip or a document list is the
 * page-load error (docs/product/errors.md#load-failures). The grocery catalogue only names what
 * the lists hold: its failure is reported and the lists keep the names they were shown with.
 * A document the host keeps is opened by the page (DocumentCopies), so one the guest opened
 * online opens again offline (docs/architecture/offline.md); when it cannot, its row says why.
 */
@injectable()
export class TripDocumentsViewModel {
  state: TripDocumentsState = { status: 'loading' };
  /** Who may see the trip, and which trip was asked for last. */
  readonly gate: TripPageGate;
  /** Why the document last opened did not open, shown on its row; null when it did. */
  problem: { readonly documentId: string; readonly text: string } | null = null;
  readonly #deps: Deps;

  constructor(
    @inject(ItineraryGateway) itineraries: Deps['itineraries'],
    @inject(ListingItemGateway) listingItems: Deps['listingItems'],
    @inject(ServiceGateway) services: Deps['services'],
    @inject(DocumentCopies) copies: DocumentCopies,
    @inject(ErrorReporter) errors: ErrorReporter,
    @inject(ShellViewModel) shell: ShellViewModel,
    @inject(AppConfig) config: AppConfig,
  ) {
    this.#deps = { itineraries, listingItems, services, copies, errors, config };
    this.gate = new TripPageGate(shell);
    makeAutoObservable(this, { state: observableRef, gate: false });
  }

  async pageOpened(itineraryId: string): Promise<void> {
    const opening = this.gate.opened(itineraryId);
    if (opening.step === 'sign-in') this.state = { status: 'refused', refusal: 'sign-in' };
    if (opening.step !== 'load') return;
    this.state = { status: 'loading' };
    const { itineraries, listingItems } = this.#deps;
    const trip = sequenceT(E.Apply)(
      ...(await Promise.all([
        itineraries.guestItinerary(itineraryId),
        listingItems.listingItems(itineraryId),
      ])),
    );
    if (!this.gate.isCurrent(itineraryId)) return;
    if (E.isLeft(trip)) {
      this.failed(trip.left);
      return;
    }
    const [itinerary, homes] = trip.right;
    const hasGroceries = itinerary.items.some((item) =>
      item.fields.some((field) => field.type === GROCERY_LIST_FIELD),
    );
    const [documents, catalogue] = await Promise.all([
      loadTripDocuments(this.#deps, ownersOf(itinerary, homes)),
      hasGroceries ? this.groceryCatalogue() : Promise.resolve(null),
    ]);
    if (!this.gate.isCurrent(itineraryId)) return;
    this.loaded(itinerary, documents, catalogue);
  }

  /** Whether the page opens this document itself (a file the app's host keeps) rather than the browser. */
  opensItself(doc: DocumentLink): boolean {
    return this.#deps.copies.keeps(doc.href);
  }

  async documentClicked(doc: DocumentLink): Promise<void> {
    this.problem = null;
    const text = documentNotOpened(doc.name, await this.#deps.copies.open(doc.href, doc.name));
    this.documentOutcome(text ? { documentId: doc.id, text } : null);
  }

  private documentOutcome(problem: TripDocumentsViewModel['problem']): void {
    this.problem = problem;
  }

  private async groceryCatalogue(): Promise<readonly GroceryItem[] | null> {
    const catalogue = await this.#deps.services.groceryItems();
    if (E.isRight(catalogue)) return catalogue.right;
    this.#deps.errors.report(catalogue.left, { during: 'grocery items' });
    return null;
  }

  private loaded(
    itinerary: Itinerary,
    documents: E.Either<AppError, readonly DocumentGroup[]>,
    catalogue: readonly GroceryItem[] | null,
  ): void {
    if (E.isLeft(documents)) {
      this.failed(documents.left);
      return;
    }
    this.state = {
      status: 'ready',
      tripName: itinerary.itineraryName || 'Your trip',
      documents: documentShelves(documents.right, this.#deps.config.apiBaseUrl),
      groceries: groceryShelves(itinerary.items, catalogue),
    };
  }

  private failed(error: AppError): void {
    this.state = this.gate.notShown(error);
  }
}
