import { initialMessage, type Message } from './message.entity.js';

/** What the guest typed; name and e-mail may stay empty (message-sender.rule.ts fills them in). */
export type MessageFields = Partial<Pick<Message, 'message' | 'name' | 'email' | 'originCTA'>>;

export type MessageEvent =
  | { readonly type: 'edited'; readonly fields: MessageFields }
  | { readonly type: 'submitted' }
  | { readonly type: 'succeeded' }
  | { readonly type: 'failed'; readonly error: string }
  | { readonly type: 'reset' };

/**
 * The message flow of docs/product/flows.md#message-flow: sending true on submit; success
 * sets submitted true and clears the message and the error; failure sets the error and
 * sending false; reset clears. A new submit clears the previous error, so a retry does not
 * show a stale one while sending.
 */
export const messageTransition = (state: Message, event: MessageEvent): Message => {
  switch (event.type) {
    case 'edited':
      return { ...state, ...event.fields };
    case 'submitted':
      return { ...state, sending: true, error: null };
    case 'succeeded':
      return { ...state, sending: false, submitted: true, message: '', error: null };
    case 'failed':
      return { ...state, sending: false, error: event.error };
    case 'reset':
      return initialMessage;
  }
};
