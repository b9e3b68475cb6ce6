import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { DeleteItemDialog } from './delete-item-dialog.js';
import { HomeRowActions } from './home-row-actions.js';
import type { ItemPriceView } from './item-price.js';
import { type ItemRow, itemDetailsPath } from './item-rows.js';
import type { ItineraryViewModel } from './itinerary.view-model.js';
import { StayEditDialog } from './stay-edit-dialog.js';
import { StayFacts } from './stay-facts.js';
import type { TripHome } from './trip-card.js';
import { TripItemStepsView } from './trip-item-steps-view.js';
import { TripPhoto } from './trip-photo.js';
import { TripTotalSummary } from './trip-total-summary.js';

const Price = ({ price }: { price: ItemPriceView | undefined }) => {
  if (!price) return null;
  return price.label === 'total' ? (
    <p className="itinerary-item__price">
      <strong>{price.amount}</strong> total
      {price.plusCost ? <span className="itinerary-item__plus"> {price.plusCost}</span> : null}
    </p>
  ) : (
    <p className="itinerary-item__price">
      From <strong>{price.amount}</strong>
      {price.per ? ` / ${price.per}` : null}
    </p>
  );
};

const deleteButtonId = (row: ItemRow) => `remove-${row.kind}-${row.id}`;

const ItemRowView = observer(
  ({
    row,
    chosen,
    canEdit,
    trip,
    onDelete,
    itineraryId,
  }: {
    itineraryId: string;
    row: ItemRow;
    chosen: boolean;
    canEdit: boolean;
    trip: ItineraryViewModel;
    onDelete: (row: ItemRow) => void;
  }) => (
    <li
      className={chosen ? 'itinerary-item itinerary-item--chosen' : 'itinerary-item'}
      aria-current={chosen ? 'true' : undefined}
      data-item-id={row.id}
    >
      <TripPhoto url={row.image} alt="" name={row.name} className="itinerary-item__photo" />
      <div className="itinerary-item__body">
        <h4 className="itinerary-item__name">
          <Link to={itemDetailsPath(itineraryId, row)}>{row.name}</Link>
        </h4>
        {row.kind === 'home' ? (
          <>
            {row.destination ? <p className="itinerary-item__muted">{row.destination}</p> : null}
            <StayFacts row={row} />
          </>
        ) : (
          <>
            {row.tagline ? <p className="itinerary-item__muted">{row.tagline}</p> : null}
            <p className="itinerary-item__when">{row.when}</p>
          </>
        )}
        {row.statusLabel ? (
          <p className={`itinerary-item__status itinerary-item__status--${row.status}`}>{row.statusLabel}</p>
        ) : null}
        <Price price={row.price} />
        {row.kind === 'home' && trip.overlaps.has(row.id) ? (
          <p className="itinerary-item__overlap" role="note">
            {trip.overlaps.get(row.id)}
          </p>
        ) : null}
        <TripItemStepsView row={row} steps={trip.steps} canEdit={canEdit} />
        {row.kind === 'home' ? <HomeRowActions row={row} homes={trip.homes} canEdit={canEdit} /> : null}
      </div>
      {canEdit && row.deletable ? (
        <button
          type="button"
          id={deleteButtonId(row)}
          className="itinerary-item__remove"
          aria-label={`Remove ${row.name}`}
          onClick={() => onDelete(row)}
        >
          Remove
        </button>
      ) : null}
    </li>
  ),
);

const TripHomeView = ({ home }: { home: TripHome }) => (
  <li className="itinerary-item">
    <TripPhoto
      url={home.image}
      alt={`Photo of ${home.name}`}
      name={home.name}
      className="itinerary-item__photo"
    />
    <div className="itinerary-item__body">
      <h4 className="itinerary-item__name">
        <Link to={home.path}>{home.name}</Link>
      </h4>
      {home.destination ? <p className="itinerary-item__muted">{home.destination}</p> : null}
      <dl className="itinerary-item__stay">
        <div>
          <dt>Check-in</dt>
          <dd>{home.checkIn}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{home.checkOut}</dd>
        </div>
      </dl>
      <p className="itinerary-item__status itinerary-item__status--draft">Not reserved yet</p>
      <Link to={home.path} className="button" aria-label={`Reserve or ask about ${home.name}`}>
        Reserve or request a price
      </Link>
    </div>
  </li>
);

/**
 * The itinerary tab: the trip's home (or homes) and its services, each with its status
 * (docs/product/flows.md#item-statuses) and price (docs/product/constants.md#price-totals).
 * The owner may remove what is not booked, after confirming; the focus then goes back to the
 * item's button, or to the list when the item is gone. The owner also changes a home's stay
 * and reserves a quoted one (home-row-actions.tsx).
 */
export const ItineraryTab = observer(({ trip }: { trip: ItineraryViewModel }) => {
  const servicesHeading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<ItemRow | null>(null);
  const open = trip.deletion.state !== null;
  const wasOpen = useRef(open);

  useEffect(() => {
    if (wasOpen.current && !open && opener.current) {
      const button = document.getElementById(deleteButtonId(opener.current));
      (button ?? servicesHeading.current)?.focus();
      opener.current = null;
    }
    wasOpen.current = open;
  }, [open]);

  // The item the address points at is brought into view once the trip has loaded.
  const chosen = trip.chosenItemId;
  useEffect(() => {
    if (!chosen) return;
    const row = [...document.querySelectorAll<HTMLElement>('[data-item-id]')].find(
      (candidate) => candidate.dataset.itemId === chosen,
    );
    row?.scrollIntoView?.({ block: 'center' });
  }, [chosen]);

  if (trip.state.status !== 'ready') {
    return trip.state.status === 'loading' ? <p role="status">Loading your trip…</p> : null;
  }

  const remove = (row: ItemRow) => {
    opener.current = row;
    trip.deletion.clicked(row);
  };
  const { homeRows, serviceRows, tripHome } = trip;
  // Homes and services list alike: one row view for both.
  const rowView = (row: ItemRow) => (
    <ItemRowView
      key={row.id}
      row={row}
      itineraryId={trip.itinerary?.objectId ?? ''}
      chosen={row.id === chosen}
      canEdit={trip.canEdit}
      trip={trip}
      onDelete={remove}
    />
  );
  return (
    <div className="itinerary-tab">
      <section aria-labelledby="itinerary-homes">
        <h3 id="itinerary-homes">{homeRows.length > 1 ? 'Your homes' : 'Your home'}</h3>
        {homeRows.length === 0 && !tripHome ? (
          <p className="itinerary-tab__empty">No home on this trip yet.</p>
        ) : (
          <ul className="itinerary-items">
            {tripHome ? <TripHomeView home={tripHome} /> : null}
            {homeRows.map(rowView)}
          </ul>
        )}
      </section>
      <section aria-labelledby="itinerary-services">
        <h3 id="itinerary-services" ref={servicesHeading} tabIndex={-1}>
          Services &amp; experiences
        </h3>
        {serviceRows.length === 0 ? (
          <p className="itinerary-tab__empty">No services on this trip yet.</p>
        ) : (
          <ul className="itinerary-items">{serviceRows.map(rowView)}</ul>
        )}
      </section>
      <TripTotalSummary total={trip.total} />
      {trip.deletion.state ? (
        <DeleteItemDialog
          deletion={trip.deletion.state}
          onConfirm={() => void trip.deletion.confirmed()}
          onCancel={() => trip.deletion.canceled()}
        />
      ) : null}
      {trip.homes.stayEdit ? <StayEditDialog homes={trip.homes} edit={trip.homes.stayEdit} /> : null}
    </div>
  );
});
