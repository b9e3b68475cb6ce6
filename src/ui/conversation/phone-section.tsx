import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useViewModel } from '../di/use-view-model.js';
import { PhoneViewModel } from './phone.view-model.js';

/** The guest's phone, shown and changed (docs/product/routes.md#conversation-page). */
export const PhoneSection = observer(() => {
  const phone = useViewModel(PhoneViewModel);
  const input = useRef<HTMLInputElement>(null);
  const change = useRef<HTMLButtonElement>(null);
  const { state } = phone;
  const editing = state.status !== 'viewing';
  const problem = state.status === 'editing' ? state.problem : null;
  // Focus follows the guest: into the field when it opens or refuses, back to the button after.
  const wasEditing = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new refusal takes the focus back to the field
  useEffect(() => {
    if (editing) input.current?.focus();
    else if (wasEditing.current) change.current?.focus();
    wasEditing.current = editing;
  }, [editing, problem]);
  if (!phone.canChange) return null;
  return (
    <section className="conversation-phone" aria-labelledby="conversation-phone-title">
      <h2 id="conversation-phone-title">Your phone</h2>
      {!editing ? (
        <p className="conversation-phone__value">
          {phone.shown ?? 'No phone number yet'}{' '}
          <button ref={change} type="button" onClick={() => phone.changeClicked()}>
            Change phone
          </button>
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void phone.saveClicked();
          }}
        >
          <label htmlFor="conversation-phone-input">Phone number</label>
          <div className="conversation-phone__row">
            <input
              ref={input}
              id="conversation-phone-input"
              type="tel"
              autoComplete="tel"
              maxLength={40}
              value={state.draft}
              readOnly={state.status === 'saving'}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'conversation-phone-problem' : undefined}
              onChange={(event) => phone.typed(event.currentTarget.value)}
            />
            <button type="submit" aria-disabled={state.status === 'saving' || undefined}>
              {state.status === 'saving' ? 'Saving…' : 'Save phone'}
            </button>
            <button type="button" onClick={() => phone.cancelClicked()}>
              Cancel
            </button>
          </div>
          {problem ? (
            <p id="conversation-phone-problem" className="conversation-phone__problem" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
});
