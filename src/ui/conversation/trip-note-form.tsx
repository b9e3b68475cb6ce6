import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { NOTE_MAX_LENGTH } from '../../core/messaging/index.js';
import { HeadedForm } from '../components/headed-form.js';
import { useViewModel } from '../di/use-view-model.js';
import { NOTE_ADDED, TripNoteViewModel } from './trip-note.view-model.js';

/**
 * A note on the trip for the concierge working it (its case feed): it joins the conversation
 * as a note (docs/product/routes.md#conversation-page).
 */
export const TripNoteForm = observer(
  ({ itineraryId, onAdded }: { itineraryId: string; onAdded: (note: string) => void }) => {
    const note = useViewModel(TripNoteViewModel);
    const id = useId();
    const send = async () => {
      const added = await note.submitted(itineraryId);
      if (added) onAdded(added);
    };
    return (
      <HeadedForm heading="Add a note to the trip" onSubmit={() => void send()}>
        <div className="message-form__field">
          <label htmlFor={`${id}-note`}>Note for your concierge</label>
          <textarea
            id={`${id}-note`}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={note.text}
            aria-invalid={note.problem ? true : undefined}
            aria-describedby={note.problem ? `${id}-problem` : undefined}
            onChange={(event) => note.typed(event.currentTarget.value)}
          />
          {note.problem ? (
            <p id={`${id}-problem`} className="message-form__problem" role="alert">
              {note.problem}
            </p>
          ) : null}
        </div>
        {note.added ? (
          <p className="message-form__status" role="status">
            {NOTE_ADDED}
          </p>
        ) : null}
        <div className="message-form__actions">
          <button type="submit" aria-disabled={note.status === 'sending' || undefined}>
            {note.status === 'sending' ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </HeadedForm>
    );
  },
);
