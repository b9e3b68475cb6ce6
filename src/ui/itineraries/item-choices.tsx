import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { canChangeAnswers, canonicalItemStatus } from '../../core/itinerary/index.js';
import { ServicePriceFields } from '../booking/service-price-fields.js';
import { ServiceWhenFields } from '../booking/service-when-fields.js';
import { useViewModel } from '../di/use-view-model.js';
import { ItemChoicesViewModel } from './item-choices.view-model.js';
import type { ItemDetailsViewModel } from './item-details.view-model.js';

const CHANGE_BUTTON_ID = 'change-choices';

/** Said before a quoted item changes: the quote priced what it holds now (docs/host/pricing-integrity.md). */
export const QUOTE_GOES =
  'The concierge’s quote is for the date and choice above: changing them asks for a new price.';

const ChoicesForm = observer(({ choices, quoted }: { choices: ItemChoicesViewModel; quoted: boolean }) => {
  const messageId = useId();
  const ref = useRef<HTMLFormElement>(null);
  const { state } = choices;
  const busy = state.status === 'saving';
  const said = (state.status === 'editing' ? state.message : null) ?? choices.needed;
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input, button')?.focus();
  }, []);
  return (
    <form
      ref={ref}
      className="item-choices__form"
      aria-label="Change date or choice"
      aria-describedby={said ? messageId : undefined}
      noValidate
      onKeyDown={(event) => {
        if (event.key === 'Escape') choices.canceled();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void choices.saveClicked();
      }}
    >
      <ServiceWhenFields booking={choices} />
      <ServicePriceFields booking={choices} />
      {quoted ? <p className="item-details__muted">{QUOTE_GOES}</p> : null}
      {said ? (
        <p id={messageId} role="alert" className="item-details__refusal">
          {said}
        </p>
      ) : null}
      <div className="item-details__buttons">
        {/* Without its service (it could not be read) there is nothing to change: only the way out. */}
        {choices.service ? (
          <button type="submit" className="button" aria-disabled={busy}>
            {busy ? 'Saving…' : 'Save changes'}
          </button>
        ) : null}
        <button
          type="button"
          className="home-actions__secondary"
          aria-disabled={busy}
          onClick={choices.canceled}
        >
          Cancel
        </button>
      </div>
    </form>
  );
});

/**
 * A service item's date and price choice, changed on its details by the trip's owner while its
 * status allows (docs/product/flows.md#changing-a-service-item): the same fields as a new
 * booking's panel; saving sends what moved and shows the item as the host now holds it.
 */
export const ItemChoices = observer(({ details }: { details: ItemDetailsViewModel }) => {
  const choices = useViewModel(ItemChoicesViewModel);
  const { service, itinerary } = details;
  const open = choices.state.status !== 'closed';
  const wasOpen = useRef(open);
  // Another item is on screen (or the page goes): nothing of this one stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item closes the form
  useEffect(() => choices.closed, [choices, service?.id]);
  // Saved or canceled, the form is gone: the focus goes back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(CHANGE_BUTTON_ID)?.focus();
    wasOpen.current = open;
  }, [open]);
  if (!service || !itinerary || !details.canEdit) return null;
  const status = canonicalItemStatus(service.status);
  if (!canChangeAnswers(status)) return null;
  const { state } = choices;
  if (state.status === 'opening') return <p role="status">Reading the service’s dates and prices…</p>;
  if (state.status !== 'closed') return <ChoicesForm choices={choices} quoted={status === 'quoted'} />;
  return (
    <div className="item-choices">
      {choices.notice ? (
        <p role="status" className="item-choices__notice">
          {choices.notice}
        </p>
      ) : null}
      <button
        type="button"
        id={CHANGE_BUTTON_ID}
        className="home-actions__secondary"
        onClick={() =>
          void choices.changeClicked({
            itineraryId: itinerary.objectId,
            item: service,
            trip: itinerary,
            tripRead: details.tripRead,
          })
        }
      >
        Change date or choice
      </button>
    </div>
  );
});
