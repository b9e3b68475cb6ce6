import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SERVICE_ACTION_LABELS } from '../../core/booking/index.js';
import { PromoCodeField } from '../booking/promo-code-field.js';
import { TripChoiceField } from '../booking/trip-choice-field.js';
import { TripChoiceSelect } from '../booking/trip-choice-select.js';
import { useViewModel } from '../di/use-view-model.js';
import './service-booking.css';
import { ServiceWhenFields } from '../booking/service-when-fields.js';
import type { ServiceAction, ServiceBookingViewModel } from './service-booking.view-model.js';
import { ServiceQuoteLines } from './service-quote-lines.js';
import { ServiceWhatFields } from './service-what-fields.js';

const RUNNING_WORDS: Readonly<Record<ServiceAction, string>> = {
  'request-price': 'Sending…',
  reserve: 'Sending…',
  'save-for-later': 'Saving…',
  'add-to-trip': 'Adding…',
};

/**
 * A service's booking panel: when, what, its price before the guest commits, promo codes, and
 * the actions: reserve (a request the concierge confirms), request a price, save for later, or
 * only add it to the trip. Adding ends in the panel itself, said in a live region that is
 * always there (so it is announced), with the way to the item on the trip.
 */
export const ServiceBookingPanel = observer(
  ({
    booking,
    headingId,
    onActionIntent,
  }: {
    booking: ServiceBookingViewModel;
    headingId: string;
    /** The guest heads for an action: what it needs can start loading. */
    onActionIntent?: () => void;
  }) => {
    const id = useId();
    const trips = useViewModel(TripChoiceField);
    const { service, running, promo, ended, marketId } = booking;
    const { selection } = booking;
    const { needed } = selection;
    // From the market's catalog a signed-in guest picks the trip (docs/product/flows.md#service-booking).
    const choosing = booking.signedIn && booking.itineraryId === null && marketId !== '';
    const { startDay, endDay } = selection.when;
    const days = startDay ? { startDay, endDay: endDay ?? startDay } : null;
    if (!service) return null;
    const action = (chosen: ServiceAction, className: string) => (
      <button
        type="button"
        className={className}
        onPointerEnter={onActionIntent}
        onFocus={onActionIntent}
        disabled={running !== null}
        onClick={() => void booking.chose(chosen, choosing ? trips.choiceFor(days) : undefined)}
      >
        {running === chosen ? RUNNING_WORDS[chosen] : SERVICE_ACTION_LABELS[chosen]}
      </button>
    );
    return (
      <div className="service-booking">
        <h2 id={headingId}>Book {service.name}</h2>
        <ServiceQuoteLines booking={selection} />
        <ServiceWhenFields booking={selection} />
        <ServiceWhatFields booking={selection} />
        {selection.answersProblem ? (
          <p className="service-booking__problem" role="alert">
            {selection.answersProblem}
          </p>
        ) : null}
        <PromoCodeField
          codes={selection.promoCodes}
          text={promo.text}
          validating={promo.state.validatingPromoCode}
          error={promo.state.promoCodeError}
          onType={promo.typed}
          onApply={() => void booking.promoApplied()}
          onRemove={selection.promoRemoved}
        />
        {needed ? (
          <p className="service-booking__problem" role="alert">
            {needed}
          </p>
        ) : null}
        {choosing ? <TripChoiceSelect field={trips} marketId={marketId} days={days} /> : null}
        <div className="service-booking__actions" aria-describedby={`${id}-how`}>
          {selection.bookable ? action('reserve', 'service-booking__primary') : null}
          {action(
            'request-price',
            selection.bookable ? 'service-booking__secondary' : 'service-booking__primary',
          )}
          {action('save-for-later', 'service-booking__secondary')}
          {action('add-to-trip', 'service-booking__secondary')}
        </div>
        <div aria-live="polite" className="service-booking__added">
          {ended?.kind === 'added' ? (
            <p>
              {service.name} is on your trip. Request a price, reserve or save it here or from the trip when
              you are ready.{' '}
              <Link
                to={`/itineraries/${encodeURIComponent(ended.placed.itineraryId)}/items/${encodeURIComponent(ended.placed.itemId)}`}
              >
                See it on your trip
              </Link>
            </p>
          ) : null}
        </div>
        <p id={`${id}-how`} className="service-booking__note">
          {selection.bookable
            ? 'Reserving sends your request: the concierge confirms it and nothing is charged until then.'
            : 'Your concierge arranges this service: request a price and they will be in touch.'}
          {booking.signedIn ? '' : ' You will sign in or create an account first; your choices are kept.'}
        </p>
      </div>
    );
  },
);
