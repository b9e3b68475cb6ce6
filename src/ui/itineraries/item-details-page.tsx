import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ITEM_NOT_ON_ITINERARY } from '../../core/itinerary/index.js';
import { PriceBreakdown } from '../booking/price-breakdown.js';
import { PageFrame } from '../components/page-frame.js';
import { TripRefusalNotice } from '../components/trip-refusal-notice.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { useViewModel } from '../di/use-view-model.js';
import { DeleteItemDialog } from './delete-item-dialog.js';
import { HomeRowActions } from './home-row-actions.js';
import type { ItemAddress } from './item-address.js';
import { ItemAnswers } from './item-answers.js';
import { ItemChoices } from './item-choices.js';
import { ItemDetailsViewModel } from './item-details.view-model.js';
import { ItemHistory } from './item-history.js';
import type { ItemRow } from './item-rows.js';
import { StayEditDialog } from './stay-edit-dialog.js';
import './item-details.css';
import './trip-item-actions.css';
import { StayFacts } from './stay-facts.js';
import { TripItemStepsView } from './trip-item-steps-view.js';
import { TripPhoto } from './trip-photo.js';

const REMOVE_BUTTON_ID = 'remove-item';

const When = ({ row, details }: { row: ItemRow; details: ItemDetailsViewModel }) => (
  <section aria-labelledby="item-when" className="item-details__section">
    <h2 id="item-when">{row.kind === 'home' ? 'Your stay' : 'When'}</h2>
    {row.kind === 'home' ? <StayFacts row={row} /> : <p>{row.when}</p>}
    {row.kind === 'service' ? <ItemChoices details={details} /> : null}
  </section>
);

const Price = observer(({ details, row }: { details: ItemDetailsViewModel; row: ItemRow }) => {
  const breakdown = details.breakdown;
  const plusCost = row.price?.plusCost;
  return (
    <section aria-labelledby="item-price" className="item-details__section">
      <h2 id="item-price">Price</h2>
      {breakdown ? (
        <PriceBreakdown breakdown={breakdown} />
      ) : (
        <p className="item-details__muted">
          No price yet
          {row.price?.label === 'from'
            ? `: from ${row.price.amount}${row.price.per ? ` / ${row.price.per}` : ''}`
            : '.'}
        </p>
      )}
      {breakdown && plusCost ? (
        <p className="item-details__muted">Plus costs still open: {plusCost}</p>
      ) : null}
    </section>
  );
});

/** The item itself, once the trip holds it. */
const Details = observer(
  ({ details, row, address }: { details: ItemDetailsViewModel; row: ItemRow; address: ItemAddress }) => {
    const guide = details.guide;
    const service = details.service;
    const deleting = details.deletion.state !== null;
    const wasDeleting = useRef(deleting);
    // The dialog closed and the item is still here (kept, or refused): back to Remove.
    useEffect(() => {
      if (wasDeleting.current && !deleting) document.getElementById(REMOVE_BUTTON_ID)?.focus();
      wasDeleting.current = deleting;
    }, [deleting]);
    return (
      <div className="item-details">
        <div className="item-details__aside">
          <TripPhoto
            url={row.image}
            alt={`Photo of ${row.name}`}
            name={row.name}
            className="item-details__photo"
          />
          <Price details={details} row={row} />
        </div>
        <div className="item-details__main">
          {guide ? (
            <section aria-labelledby="item-status" className="item-details__section item-details__status">
              <h2 id="item-status">Status</h2>
              <p className={`itinerary-item__status itinerary-item__status--${row.status}`}>{guide.title}</p>
              <p>{guide.meaning}</p>
              <p>
                <strong>What comes next: </strong>
                {guide.next}
              </p>
              <TripItemStepsView row={row} steps={details.steps} canEdit={details.canEdit} />
              {row.kind === 'home' ? (
                <HomeRowActions row={row} homes={details.homes} canEdit={details.canEdit} />
              ) : null}
            </section>
          ) : null}
          <When row={row} details={details} />
          {service ? (
            <section aria-labelledby="item-notes" className="item-details__section">
              <h2 id="item-notes">Notes from the concierge</h2>
              <p className={service.notesFromConcierge ? undefined : 'item-details__muted'}>
                {service.notesFromConcierge || 'No notes from the concierge yet.'}
              </p>
            </section>
          ) : null}
          <ItemAnswers details={details} />
          <ItemHistory item={address} status={row.status} />
          {details.canEdit && row.deletable ? (
            <div className="item-details__remove">
              <button
                type="button"
                id={REMOVE_BUTTON_ID}
                className="itinerary-item__remove"
                aria-label={`Remove ${row.name}`}
                onClick={() => details.deletion.clicked(details.row)}
              >
                Remove from trip
              </button>
            </div>
          ) : null}
        </div>
        {details.deletion.state ? (
          <DeleteItemDialog
            deletion={details.deletion.state}
            onConfirm={() => void details.deletion.confirmed()}
            onCancel={() => details.deletion.canceled()}
          />
        ) : null}
        {details.homes.stayEdit ? (
          <StayEditDialog homes={details.homes} edit={details.homes.stayEdit} />
        ) : null}
      </div>
    );
  },
);

/** What is said when there is no item to show; the way back to the trip is the page's lead. */
const Gone = ({ children }: { children: string }) => {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div className="item-details__gone">
      <p ref={ref} role="status" tabIndex={-1}>
        {children}
      </p>
    </div>
  );
};

/**
 * /itineraries/{itineraryId}/items/{itemId} (a service) and
 * /itineraries/{itineraryId}/listing-items/{listingItemId} (a home): one item of a trip
 * (docs/product/routes.md#route-table). An item the trip does not hold says so, with the way
 * back to the trip.
 */
export const ItemDetailsPage = observer(() => {
  const config = useConfig();
  const details = useViewModel(ItemDetailsViewModel);
  const { itineraryId = '', itemId, listingItemId } = useParams();
  const address: ItemAddress = listingItemId
    ? { itineraryId, kind: 'home', itemId: listingItemId }
    : { itineraryId, kind: 'service', itemId: itemId ?? '' };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is its three parts
  useEffect(() => {
    void details.pageOpened(address);
  }, [details, address.itineraryId, address.kind, address.itemId]);
  const row = details.row;
  useDocumentTitle(config.productShortName, row?.name ?? 'Trip item');
  const tripPath = `/itineraries/${encodeURIComponent(itineraryId)}`;
  const state = details.state;
  return (
    <PageFrame
      title={row?.name ?? (state.status === 'not-found' ? 'Item not found' : 'Trip item')}
      lead={
        <Link to={tripPath} className="item-details__back">
          {details.tripName ? `Back to ${details.tripName}` : 'Back to your trip'}
        </Link>
      }
    >
      {state.status === 'loading' ? <p role="status">Loading the item…</p> : null}
      {state.status === 'not-found' ? <Gone>{`${ITEM_NOT_ON_ITINERARY}.`}</Gone> : null}
      {state.status === 'refused' ? <TripRefusalNotice refusal={state.refusal} /> : null}
      {state.status === 'removed' ? <Gone>{`${state.name} was removed from your trip.`}</Gone> : null}
      {state.status === 'ready' && row ? <Details details={details} row={row} address={address} /> : null}
    </PageFrame>
  );
});

export default ItemDetailsPage;
