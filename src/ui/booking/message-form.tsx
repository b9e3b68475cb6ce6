import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { MESSAGE_MAX_LENGTH, type MessageFormField } from '../../core/messaging/index.js';
import { HeadedForm } from '../components/headed-form.js';
import { useViewModel } from '../di/use-view-model.js';
import { MessageFormViewModel, type MessageWhere, type SentMessage } from './message-form.view-model.js';
import './message-form.css';

/**
 * The form a guest writes to the concierge with, wherever they are: on a trip it writes about
 * the trip; on a service's page it sends a general message naming the page (`where`). The
 * first problem is said on its field, which takes the focus; what was typed stays.
 */
export const MessageForm = observer(
  ({
    heading,
    where,
    onSent,
  }: {
    heading: string;
    where: MessageWhere;
    onSent?: (sent: SentMessage) => void;
  }) => {
    const form = useViewModel(MessageFormViewModel);
    const id = useId();
    const fields = useRef<Partial<Record<MessageFormField, HTMLInputElement | HTMLTextAreaElement | null>>>(
      {},
    );
    const { itineraryId, location, originCTA, marketId } = where;
    useEffect(() => {
      form.formOpened({ itineraryId, location, originCTA, marketId }, onSent);
    }, [form, itineraryId, location, originCTA, marketId, onSent]);
    const { message } = form;
    const field = (name: MessageFormField) => {
      const problem = form.problemOn(name);
      return {
        id: `${id}-${name}`,
        ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
          fields.current[name] = element;
        },
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': problem ? `${id}-${name}-problem` : undefined,
      } as const;
    };
    const problemText = (name: MessageFormField) => {
      const problem = form.problemOn(name);
      return problem ? (
        <p id={`${id}-${name}-problem`} className="message-form__problem">
          {problem}
        </p>
      ) : null;
    };
    const send = async () => {
      await form.sendClicked();
      const problem = form.problem;
      if (problem) fields.current[problem.field]?.focus();
    };
    return (
      <HeadedForm heading={heading} onSubmit={() => void send()}>
        {form.asksWhoWrites ? (
          <div className="message-form__who">
            <div className="message-form__field">
              <label htmlFor={`${id}-name`}>Your name</label>
              <input
                {...field('name')}
                autoComplete="name"
                maxLength={200}
                value={message.name}
                onChange={(event) => form.edited({ name: event.currentTarget.value })}
              />
              {problemText('name')}
            </div>
            <div className="message-form__field">
              <label htmlFor={`${id}-email`}>Your e-mail</label>
              <input
                {...field('email')}
                type="email"
                autoComplete="email"
                maxLength={254}
                value={message.email}
                onChange={(event) => form.edited({ email: event.currentTarget.value })}
              />
              {problemText('email')}
            </div>
          </div>
        ) : null}
        <div className="message-form__field">
          <label htmlFor={`${id}-message`}>Your message</label>
          <textarea
            {...field('message')}
            rows={4}
            maxLength={MESSAGE_MAX_LENGTH + 1}
            value={message.message}
            onChange={(event) => form.edited({ message: event.currentTarget.value })}
          />
          {problemText('message')}
        </div>
        {message.error ? (
          <p className="message-form__error" role="alert">
            {message.error}
          </p>
        ) : null}
        <p className="message-form__status" role="status">
          {form.sent ? 'Your message was sent.' : ''}
        </p>
        <div className="message-form__actions">
          <button type="submit" aria-disabled={message.sending || undefined}>
            {message.sending ? 'Sending…' : 'Send message'}
          </button>
          <button type="button" className="message-form__clear" onClick={() => form.resetClicked()}>
            Clear
          </button>
        </div>
      </HeadedForm>
    );
  },
);
