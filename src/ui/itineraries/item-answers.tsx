import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { fieldName } from '../../core/itinerary/index.js';
import type { ItemField } from '../../core/service/index.js';
import type { AnswersEdit } from './item-answers-edit.js';
import type { ItemDetailsViewModel } from './item-details.view-model.js';

const CHANGE_BUTTON_ID = 'change-answers';

/** One answer as the owner types it: a text area for long answers, a box for the rest. */
const AnswerInput = ({
  field,
  value,
  onChange,
  describedBy,
  first,
}: {
  field: ItemField;
  value: string;
  onChange: (text: string) => void;
  describedBy: string | undefined;
  first: boolean;
}) => {
  const id = useId();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useEffect(() => {
    if (first) ref.current?.focus();
  }, [first]);
  const common = {
    id,
    ref,
    value,
    'aria-describedby': describedBy,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="item-answers__field">
      <label htmlFor={id}>{fieldName(field)}</label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type="text" inputMode={field.type === 'number' ? 'decimal' : undefined} />
      )}
    </div>
  );
};

const AnswersForm = observer(({ details, edit }: { details: ItemDetailsViewModel; edit: AnswersEdit }) => {
  const messageId = useId();
  const busy = edit.status === 'saving';
  return (
    <form
      className="item-answers__form"
      aria-label="Your answers"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void details.answers.saved();
      }}
    >
      {details.answerableFields.map((field, index) => (
        <AnswerInput
          key={field.id}
          field={field}
          value={edit.typed[field.id] ?? ''}
          onChange={(text) => details.answers.typed(field.id, text)}
          describedBy={edit.message ? messageId : undefined}
          first={index === 0}
        />
      ))}
      {edit.message ? (
        <p id={messageId} role="alert" className="item-details__refusal">
          {edit.message}
        </p>
      ) : null}
      <div className="item-details__buttons">
        <button type="submit" className="button" aria-disabled={busy}>
          {busy ? 'Saving…' : 'Save answers'}
        </button>
        <button
          type="button"
          className="home-actions__secondary"
          aria-disabled={busy}
          onClick={() => details.answers.canceled()}
        >
          Cancel
        </button>
      </div>
    </form>
  );
});

/**
 * The item's answers (docs/product/validation.md#service-pricing-and-fields: a field shows
 * only with an answer). The trip's owner changes the typed ones while the status allows; a
 * refusal, ours or the host's, is said beside the form, which keeps what was typed.
 */
export const ItemAnswers = observer(({ details }: { details: ItemDetailsViewModel }) => {
  const shown = details.shownFields;
  const edit = details.answers.edit;
  const open = edit !== null;
  const wasOpen = useRef(open);
  // Saved or canceled, the form is gone: the focus goes back to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) document.getElementById(CHANGE_BUTTON_ID)?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <section aria-labelledby="item-answers" className="item-details__section">
      <h2 id="item-answers">Your answers</h2>
      {edit ? (
        <AnswersForm details={details} edit={edit} />
      ) : (
        <>
          {shown.length === 0 ? (
            <p className="item-details__muted">No answers yet.</p>
          ) : (
            <dl className="item-details__answers">
              {shown.map((field) => (
                <div key={field.id}>
                  <dt>{fieldName(field)}</dt>
                  <dd>{field.displayValue || 'A grocery list'}</dd>
                </div>
              ))}
            </dl>
          )}
          {details.answerableFields.length > 0 ? (
            <button
              type="button"
              id={CHANGE_BUTTON_ID}
              className="home-actions__secondary"
              onClick={() => details.answers.editClicked()}
            >
              Change answers
            </button>
          ) : null}
        </>
      )}
    </section>
  );
});
