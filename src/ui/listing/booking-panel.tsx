import { observer } from 'mobx-react-lite';
import { useId, useRef, useState } from 'react';
import { ACTION_LABELS } from '../../core/booking/index.js';
import { guestsWords, LISTING_DATE_FIELD_LABEL } from '../../core/formatting/index.js';
import { stayDays } from '../../core/itinerary/index.js';
import type { GuestKind } from '../../core/listing/index.js';
import { STAY_TERMS_ANCHOR } from '../../core/listing/index.js';
import { PromoCodeField } from '../booking/promo-code-field.js';
import { TripChoiceSelect } from '../booking/trip-choice-select.js';
import { CounterStepper } from '../components/counter-stepper.js';
import { DateRangePicker } from '../components/date-range/date-range-picker.js';
import { useEscapeCloses } from '../components/use-escape-closes.js';
import { CardChoice } from './card-choice.js';
import { booksInstantly } from './home-facts.js';
import './booking-panel.css';
import { CARD_NEEDED, type ListingBookingViewModel } from './listing-booking.view-model.js';
import { PanelPrice } from './panel-price.js';

const GUESTS: readonly { readonly kind: GuestKind; readonly label: string; readonly hint?: string }[] = [
  { kind: 'adultCount', label: 'Adults', hint: 'Ages 13 and up' },
  { kind: 'childCount', label: 'Children', hint: 'Ages 2 to 12' },
  { kind: 'infantCount', label: 'Infants', hint: 'Under 2: they do not count toward the home’s capacity' },
  { kind: 'petCount', label: 'Pets' },
];

/**
 * A home's booking panel: the stay (dates, guests), its price whole, promo codes, the terms
 * and card a reserve needs, and the actions by booking setting. Every change of stay goes
 * to the address (onSearch), which the page reads back: the address is the stay.
 */
export const BookingPanel = observer(
  ({
    booking,
    onSearch,
    datesRequested = false,
    onDatesOpened,
    headingId,
    onActionIntent,
    onTermsOpened,
  }: {
    booking: ListingBookingViewModel;
    onSearch: (search: string) => void;
    /** The dates dialog should open (the 'Select New Dates' button); onDatesOpened once it did. */
    datesRequested?: boolean;
    onDatesOpened?: () => void;
    headingId: string;
    /** The guest heads for an action: what it needs can start loading. */
    onActionIntent?: () => void;
    /** The guest opened the cancellation policy: a sheet over the page steps aside. */
    onTermsOpened?: () => void;
  }) => {
    const id = useId();
    const [guestsOpen, setGuestsOpen] = useState(false);
    const guestsToggle = useRef<HTMLButtonElement>(null);
    useEscapeCloses(guestsOpen, () => setGuestsOpen(false), guestsToggle);
    const { home, actions, running, needed } = booking;
    const { stay, bounds, problem } = booking.pricing;
    if (!home) return null;
    const instant = booksInstantly(home);
    const datesChosen = Boolean(stay.startDate && stay.endDate);
    return (
      <div className="booking-panel">
        <h2 id={headingId}>Your stay</h2>
        <PanelPrice booking={booking} />
        <fieldset className="booking-panel__date-field">
          <legend className="booking-panel__label">{LISTING_DATE_FIELD_LABEL}</legend>
          <div className="booking-panel__dates">
            <DateRangePicker
              dates={{ checkIn: stay.startDate ?? '', checkOut: stay.endDate ?? '' }}
              today={booking.pricing.today}
              openRequested={datesRequested}
              onOpenRequestHandled={onDatesOpened}
              onChange={(dates) =>
                onSearch(
                  booking.pricing.searchFor({
                    startDate: dates.checkIn || null,
                    endDate: dates.checkOut || null,
                  }),
                )
              }
            />
          </div>
        </fieldset>
        {home.minimumStay && home.minimumStay > 1 ? (
          <p className="booking-panel__note">Minimum stay: {home.minimumStay} nights</p>
        ) : null}
        <div className="booking-panel__guests">
          <button
            ref={guestsToggle}
            type="button"
            className="booking-panel__guests-toggle"
            aria-expanded={guestsOpen}
            aria-controls={`${id}-guests`}
            onClick={() => setGuestsOpen(!guestsOpen)}
          >
            <span className="booking-panel__label">Guests</span> {guestsWords(stay.party)}
          </button>
          <div id={`${id}-guests`} hidden={!guestsOpen}>
            {GUESTS.map(({ kind, label, hint }) => (
              <CounterStepper
                key={kind}
                label={label}
                hint={
                  kind === 'petCount' && bounds.petCount.max === 0 ? 'This home does not allow pets' : hint
                }
                value={stay.party[kind]}
                min={bounds[kind].min}
                max={bounds[kind].max}
                onChange={(count) => onSearch(booking.pricing.searchWithGuests(kind, count))}
              />
            ))}
            {home.maxGuests ? (
              <p className="booking-panel__note">Sleeps up to {home.maxGuests} guests.</p>
            ) : null}
          </div>
        </div>
        {problem && datesChosen && needed !== problem ? (
          <p className="booking-panel__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <PromoCodeField
          codes={booking.choices.promoCodes}
          text={booking.promo.text}
          validating={booking.promo.state.validatingPromoCode}
          error={booking.promo.state.promoCodeError}
          onType={booking.promo.typed}
          onApply={() => void booking.promoApplied()}
          onRemove={booking.choices.promoRemoved}
        />
        {actions.primary === 'reserve' ? (
          <label className="booking-panel__check">
            <input
              type="checkbox"
              checked={booking.booking.didConfirmTerms}
              onChange={(event) => booking.termsToggled(event.currentTarget.checked)}
            />
            I accept the reservation terms and the{' '}
            <a
              href={`#${STAY_TERMS_ANCHOR}`}
              onClick={(event) => {
                // The policy is on the home's page, under the photos: shown there, the focus with it.
                event.preventDefault();
                onTermsOpened?.();
                // After a sheet over the page has closed (and given its focus back).
                requestAnimationFrame(() => {
                  const terms = document.getElementById(STAY_TERMS_ANCHOR);
                  terms?.scrollIntoView({ block: 'start' });
                  terms?.focus({ preventScroll: true });
                });
              }}
            >
              cancellation policy
            </a>
          </label>
        ) : null}
        {needed === CARD_NEEDED || booking.cards.list !== null ? <CardChoice booking={booking} /> : null}
        {needed ? (
          <p className="booking-panel__problem" role="alert">
            {needed}
          </p>
        ) : null}
        {booking.tripChoice && home.market ? (
          <TripChoiceSelect
            field={booking.tripChoice}
            marketId={home.market.objectId}
            days={stayDays(stay.startDate, stay.endDate)}
          />
        ) : null}
        <div className="booking-panel__actions">
          <button
            type="button"
            className="booking-panel__primary"
            onPointerEnter={onActionIntent}
            onFocus={onActionIntent}
            disabled={running !== null || (datesChosen && problem !== null)}
            aria-describedby={!datesChosen ? `${id}-dates-first` : undefined}
            onClick={() => void booking.chose(actions.primary)}
          >
            {running === actions.primary ? 'Sending…' : ACTION_LABELS[actions.primary]}
          </button>
          <button
            type="button"
            className="booking-panel__secondary"
            onPointerEnter={onActionIntent}
            onFocus={onActionIntent}
            disabled={running !== null}
            onClick={() => void booking.chose('save-for-later')}
          >
            {running === 'save-for-later' ? 'Saving…' : ACTION_LABELS['save-for-later']}
          </button>
        </div>
        {!datesChosen ? (
          <p id={`${id}-dates-first`} className="booking-panel__note">
            Choose your dates to see the full price.
          </p>
        ) : null}
        <p className="booking-panel__note">
          {instant
            ? actions.needsCard
              ? 'Instant booking: reserved and charged at once to your card on file.'
              : 'Instant booking: the concierge confirms, then your card is charged.'
            : 'The concierge confirms the price and availability, then you reserve.'}
          {booking.signedIn ? '' : ' You will sign in or create an account first; your choices are kept.'}
        </p>
      </div>
    );
  },
);
