import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { CardWidgetSlot } from '../booking/card-widget-slot.js';
import type { AddCardField, AddCardViewModel } from './add-card.view-model.js';
import { CountryCombobox } from './country-combobox.js';
import { PoweredBy } from './powered-by.js';
import { TextField } from './text-field.js';

/**
 * The 'Add A Card' form (docs/product/routes.md#add-a-card and
 * docs/product/validation.md#standalone-card-form): Name on Card, Country, Zip, the
 * provider's card widget, 'Powered by', the error text area and 'Add Card'. The one error
 * shown (docs/product/validation.md#standalone-card-form: the first failure) is in the error
 * area; the field it is about is marked invalid, points at the area and takes focus.
 */
export const AddCardForm = observer(({ vm }: { vm: AddCardViewModel }) => {
  const inputs: Record<AddCardField, RefObject<HTMLInputElement | null>> = {
    name: useRef<HTMLInputElement>(null),
    country: useRef<HTMLInputElement>(null),
    zip: useRef<HTMLInputElement>(null),
  };
  const errorAreaId = useId();
  const cardErrorId = useId();
  const { focusRequest, invalidField } = vm;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; a new request is a new focus
  useEffect(() => {
    if (focusRequest) inputs[focusRequest.field].current?.focus();
  }, [focusRequest]);

  return (
    <form
      className="card-form"
      aria-label="Card details"
      aria-busy={vm.submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.addCardClicked();
      }}
    >
      <TextField
        label="Name on Card"
        placeholder="First Last"
        autoComplete="cc-name"
        value={vm.name}
        onChange={(value) => vm.nameChanged(value)}
        invalid={invalidField === 'name'}
        describedBy={errorAreaId}
        inputRef={inputs.name}
      />
      <CountryCombobox
        choice={vm.country}
        invalid={invalidField === 'country'}
        describedBy={errorAreaId}
        inputRef={inputs.country}
      />
      <TextField
        label="Zip"
        placeholder="XXXXX"
        autoComplete="postal-code"
        value={vm.zip}
        onChange={(value) => vm.zipChanged(value)}
        invalid={invalidField === 'zip'}
        describedBy={errorAreaId}
        inputRef={inputs.zip}
      />
      <CardWidgetSlot card={vm.card} error={null} errorId={cardErrorId} />
      <PoweredBy provider={vm.provider} />
      <p id={errorAreaId} className="card-form__error" role="alert">
        {vm.error ?? ''}
      </p>
      <button type="submit" className="button" disabled={!vm.canSubmit}>
        Add Card
      </button>
    </form>
  );
});
