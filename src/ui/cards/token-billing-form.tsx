import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { BILLING_FIELD_LABELS } from '../../core/payment/index.js';
import { CardWidgetSlot } from '../booking/card-widget-slot.js';
import type { CardTokenViewModel, TypedBillingField } from './card-token.view-model.js';
import { PoweredBy } from './powered-by.js';
import { TextField } from './text-field.js';

/**
 * The token page's billing form (docs/product/routes.md#card-addition-by-token and
 * docs/product/validation.md#token-billing-form): Cardholder Name, the card (number, expiry
 * and security code in the provider's widget), City, Zip Code. Each field's error is read
 * with it, and a refused submit puts focus on the first field in error.
 */
export const TokenBillingForm = observer(({ vm }: { vm: CardTokenViewModel }) => {
  const inputs: Record<TypedBillingField, RefObject<HTMLInputElement | null>> = {
    cardholderName: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    zipCode: useRef<HTMLInputElement>(null),
  };
  const errorAreaId = useId();
  const cardErrorId = useId();
  const { focusRequest } = vm;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs are stable; a new request is a new focus
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.field === 'card') vm.card.focus();
    else inputs[focusRequest.field].current?.focus();
  }, [vm, focusRequest]);

  const field = (name: TypedBillingField, autoComplete: string) => (
    <TextField
      label={BILLING_FIELD_LABELS[name]}
      value={vm.value(name)}
      onChange={(value) => vm.fieldChanged(name, value)}
      error={vm.fieldError(name)}
      autoComplete={autoComplete}
      inputRef={inputs[name]}
    />
  );
  const formError = vm.state.screen === 'form' ? vm.state.error : null;

  return (
    <form
      className="card-form"
      aria-label="Billing details"
      aria-busy={vm.submitting}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void vm.addCardClicked();
      }}
    >
      {field('cardholderName', 'cc-name')}
      <CardWidgetSlot card={vm.card} error={vm.cardError} errorId={cardErrorId} />
      {field('city', 'address-level2')}
      {field('zipCode', 'postal-code')}
      <p id={errorAreaId} className="card-form__error" role="alert">
        {formError ?? ''}
      </p>
      <button type="submit" className="button" disabled={!vm.canSubmit}>
        Add Card
      </button>
      <PoweredBy provider={vm.provider} />
    </form>
  );
});
