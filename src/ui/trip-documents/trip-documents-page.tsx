import { observer } from 'mobx-react-lite';
import { type MouseEvent, useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { groceryAisles } from '../../core/itinerary/index.js';
import { PageFrame } from '../components/page-frame.js';
import { TripRefusalNotice } from '../components/trip-refusal-notice.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { DeviceStatus } from '../shell/device-status.js';
import type { DocumentIcon, DocumentLink, DocumentShelf, GroceryShelf } from './document-shelves.js';
import { TripDocumentsViewModel } from './trip-documents.view-model.js';
import './trip-documents.css';

const ICON_WORDS: Readonly<Record<DocumentIcon, string>> = {
  pdf: 'PDF',
  text: 'TXT',
  sheet: 'CSV',
  image: 'IMG',
  file: 'FILE',
};

/** A sheet of paper with its corner folded and the type's short name on a band. */
const DocumentIconMark = ({ icon }: { icon: DocumentIcon }) => (
  <svg
    className={`document-icon document-icon--${icon}`}
    viewBox="0 0 40 48"
    aria-hidden="true"
    focusable="false"
  >
    <path
      className="document-icon__sheet"
      d="M6 2h20l10 10v32a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z"
    />
    <path className="document-icon__fold" d="M26 2v8a2 2 0 0 0 2 2h8" />
    <rect className="document-icon__band" x="0" y="26" width="32" height="13" rx="2" />
    <text className="document-icon__words" x="16" y="35.5" textAnchor="middle">
      {ICON_WORDS[icon]}
    </text>
  </svg>
);

/**
 * A document: a file the app's host keeps is opened by the page (the view-model), so the one
 * the guest opened online opens again offline; why one did not open is said on its row.
 */
const DocumentRow = observer(({ doc, vm }: { doc: DocumentLink; vm: TripDocumentsViewModel }) => {
  const problem = vm.problem?.documentId === doc.id ? vm.problem.text : null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!vm.opensItself(doc)) return;
    event.preventDefault();
    void vm.documentClicked(doc);
  };
  return (
    <li className="document-row">
      <DocumentIconMark icon={doc.icon} />
      <div className="document-row__body">
        <a
          className="document-row__name"
          href={doc.href}
          download={doc.name}
          aria-describedby={`doc-${doc.id}`}
          onClick={open}
        >
          {doc.name}
          <svg className="document-row__arrow" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13h10" />
          </svg>
        </a>
        <span id={`doc-${doc.id}`} className="document-list__details">
          {doc.details}
        </span>
        {problem ? (
          <p className="document-row__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {doc.preview ? (
          <details className="document-row__preview">
            <summary>Preview</summary>
            <pre>{doc.preview}</pre>
          </details>
        ) : null}
      </div>
    </li>
  );
});

const DocumentList = ({ shelves, vm }: { shelves: readonly DocumentShelf[]; vm: TripDocumentsViewModel }) => (
  <section className="trip-documents__section" aria-labelledby="documents-title">
    <h2 id="documents-title">Documents</h2>
    {shelves.length === 0 ? <p>No documents have been added to this trip yet.</p> : null}
    {shelves.map((shelf) => (
      <section key={shelf.id} aria-labelledby={`shelf-${shelf.id}`} className="document-shelf">
        <h3 id={`shelf-${shelf.id}`}>{shelf.title}</h3>
        <ul className="document-list">
          {shelf.documents.map((doc) => (
            <DocumentRow key={doc.id} doc={doc} vm={vm} />
          ))}
        </ul>
      </section>
    ))}
  </section>
);

const GroceryLists = ({ shelves }: { shelves: readonly GroceryShelf[] }) =>
  shelves.length === 0 ? null : (
    <section className="trip-documents__section" aria-labelledby="groceries-title">
      <h2 id="groceries-title">Grocery lists</h2>
      {shelves.map((shelf) => (
        <section key={shelf.itemId} aria-labelledby={`groceries-${shelf.itemId}`} className="document-shelf">
          <h3 id={`groceries-${shelf.itemId}`}>{shelf.title}</h3>
          <div className="grocery-aisles">
            {groceryAisles(shelf.lines).map(({ aisle, items }) => (
              <section key={aisle} className="grocery-aisle" aria-label={`${shelf.title}: ${aisle}`}>
                <h4>{aisle}</h4>
                <ul className="grocery-list">
                  {items.map((line, index) => (
                    // A list may name a grocery twice: the position keeps each line apart.
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id of their own
                    <li key={`${line.name}-${index}`}>
                      <span className="grocery-list__name">{line.name}</span>
                      <span className="grocery-list__quantity">× {line.quantity}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      ))}
    </section>
  );

/**
 * /itineraries/{itineraryId}/documents (docs/product/routes.md#route-table): the trip's
 * documents to download and its services' grocery lists.
 */
export const TripDocumentsPage = observer(() => {
  const config = useConfig();
  const vm = useViewModel(TripDocumentsViewModel);
  const { itineraryId = '' } = useParams();
  useDocumentTitle(config.productShortName, 'Trip documents');
  const { signedIn } = vm.gate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: signing in or out elsewhere opens the page again
  useEffect(() => {
    void vm.pageOpened(itineraryId);
  }, [vm, itineraryId, signedIn]);
  const { state } = vm;
  return (
    <PageFrame
      title="Trip documents"
      lead={
        <>
          {state.status === 'ready' ? `Everything on paper for ${state.tripName}. ` : null}
          <Link to={`/itineraries/${encodeURIComponent(itineraryId)}`}>Back to your trip</Link>
        </>
      }
    >
      <DeviceStatus />
      {state.status === 'loading' ? (
        <p role="status" className="trip-documents__loading">
          Loading your documents…
        </p>
      ) : null}
      {state.status === 'refused' ? <TripRefusalNotice refusal={state.refusal} /> : null}
      {state.status === 'ready' ? (
        <>
          <DocumentList shelves={state.documents} vm={vm} />
          <GroceryLists shelves={state.groceries} />
        </>
      ) : null}
    </PageFrame>
  );
});

export default TripDocumentsPage;
