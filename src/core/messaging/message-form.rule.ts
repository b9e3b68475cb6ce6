import { isValidEmail } from '../contact/index.js';
import type { Message } from './message.entity.js';

/** The longest message the host keeps (docs/product/flows.md#conversation). */
export const MESSAGE_MAX_LENGTH = 5000;

export const MESSAGE_REQUIRED = 'Please write a message.';
export const MESSAGE_TOO_LONG = `Please keep your message to ${MESSAGE_MAX_LENGTH} characters.`;
export const NAME_REQUIRED = 'Please give your name.';
export const EMAIL_INVALID = 'Please give a valid e-mail address.';

export type MessageFormField = 'message' | 'name' | 'email';

/** The first thing the guest must fix, on the field that needs it. */
export interface MessageFormProblem {
  readonly field: MessageFormField;
  readonly message: string;
}

/**
 * Checked before anything is sent (docs/product/flows.md#conversation): a message with words
 * in it, within the host's length; and, when nobody signed in can be named
 * (`asksWhoWrites`), a name and a valid e-mail, since the sender fallbacks of
 * docs/product/validation.md#message-sender would otherwise leave the concierge no way to
 * answer.
 */
export const messageFormProblem = (
  form: Pick<Message, 'message' | 'name' | 'email'>,
  { asksWhoWrites }: { readonly asksWhoWrites: boolean },
): MessageFormProblem | null => {
  if (!form.message.trim()) return { field: 'message', message: MESSAGE_REQUIRED };
  if (form.message.length > MESSAGE_MAX_LENGTH) return { field: 'message', message: MESSAGE_TOO_LONG };
  if (!asksWhoWrites) return null;
  if (!form.name.trim()) return { field: 'name', message: NAME_REQUIRED };
  if (!isValidEmail(form.email.trim())) return { field: 'email', message: EMAIL_INVALID };
  return null;
};
