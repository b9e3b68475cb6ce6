import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/**
 * The contact form's message and its sending state (docs/product/entities.md#message and
 * docs/product/flows.md#message-flow). originCTA names the button that opened the form, for
 * the concierge's context.
 */
export const Message = struct('Message', {
  message: t.string,
  name: t.string,
  email: t.string,
  originCTA: nullable(t.string),
  submitted: t.boolean,
  sending: t.boolean,
  error: nullable(t.string),
});
export type Message = t.TypeOf<typeof Message>;

/** After a reset (docs/product/flows.md#message-flow): an empty form, nothing sent, no error. */
export const initialMessage: Message = {
  message: '',
  name: '',
  email: '',
  originCTA: null,
  submitted: false,
  sending: false,
  error: null,
};
