import { anyObject, created, fails, listOf, type OperationDocs, object, ok, text } from './operation.js';
import { CARD } from './shapes.js';

const payments = ['Payments'];
const concierge = ['Concierge'];
const mine = 'required' as const;
const move = (summary: string) => ({
  summary,
  tags: concierge,
  session: mine,
  answers: { ...ok('The item after the move.', anyObject), ...fails(400, 401, 403, 404, 409) },
});

/** Cards, card tokens, the payment provider's sandbox, and the concierge's own calls. */
export const PAYMENT_DOCS: OperationDocs = {
  'GET /api/user/:userId/creditCards': {
    summary: 'A user’s saved cards',
    tags: payments,
    session: mine,
    answers: { ...ok('Cards.', { type: 'array', items: CARD }), ...fails(401, 403) },
  },
  'POST /api/user/:userId/creditCard': {
    summary: 'Save a card the payment provider set up',
    tags: payments,
    session: mine,
    answers: { ...created('The card.', CARD), ...fails(400, 401, 403, 409) },
  },
  'GET /api/billing/client-secret': {
    summary: 'A client secret to set up a card with the payment provider',
    tags: payments,
    session: mine,
    answers: { ...ok('The secret.', object({ clientSecret: text })), ...fails(401) },
  },
  'GET /api/creditCardToken/:token': {
    summary: 'Whether a card token can still be used',
    tags: payments,
    answers: { ...ok('The token’s status.', object({ status: text }, ['status'])), ...fails(404, 409, 410) },
  },
  'POST /api/creditCardToken/:token': {
    summary: 'Add a card through a card token',
    tags: payments,
    answers: { ...created('The card was added.', anyObject), ...fails(400, 404, 409, 410) },
  },
  'POST /api/billing/sandbox/payment-methods': {
    summary: 'Sandbox payment provider: set up a card (no real payments)',
    tags: payments,
    session: mine,
    answers: { ...ok('The payment method.', anyObject), ...fails(400, 401, 404) },
  },
  'POST /api/billing/sandbox/card-tokens': {
    summary: 'Sandbox payment provider: a card token for a test card',
    tags: payments,
    answers: { ...ok('The token.', anyObject), ...fails(400, 404) },
  },
  'POST /api/concierge/items/:itemId/quote': move('Concierge: quote a price for an item'),
  'POST /api/concierge/items/:itemId/confirm': move('Concierge: confirm an item as booked'),
  'POST /api/concierge/items/:itemId/cancel': move('Concierge: cancel an item'),
  'POST /api/concierge/items/:itemId/mark-unavailable': move('Concierge: mark an item not available'),
  'POST /api/concierge/items/:itemId/notes': {
    summary: 'Concierge: add a note to an item’s trip',
    tags: concierge,
    session: mine,
    answers: { ...ok('The note.', anyObject), ...fails(400, 401, 403, 404) },
  },
  'POST /api/concierge/card-tokens': {
    summary: 'Concierge: issue a card token link to a guest',
    tags: concierge,
    session: mine,
    answers: { ...created('The token and its link.', anyObject), ...fails(400, 401, 403, 404) },
  },
  'POST /api/concierge/account-links': {
    summary: 'Concierge: issue an account link to an invited guest',
    tags: concierge,
    session: mine,
    answers: { ...created('The link.', anyObject), ...fails(400, 401, 403, 404) },
  },
  'GET /api/concierge/outbox': {
    summary: 'Concierge: the latest messages the host posted to a guest',
    description:
      'At most 20, newest first, each with to, subject, text (the link in it) and createdAt. An e-mail nobody wrote to answers an empty list.',
    tags: concierge,
    session: mine,
    answers: { ...ok('The messages.', listOf(anyObject)), ...fails(400, 401, 403) },
  },
};
