import {
  anyObject,
  created,
  fails,
  listOf,
  noContent,
  type OperationDocs,
  object,
  ok,
  text,
} from './operation.js';
import { SESSION_USER } from './shapes.js';

const tags = ['Session and account'];

/** Signing in and out, the session, roles and the account's own details. */
export const ACCOUNT_DOCS: OperationDocs = {
  'GET /api/health': {
    summary: 'Whether the host and its database answer',
    tags: ['Health'],
    answers: {
      ...ok('Up.', object({ status: text, database: text }, ['status'])),
      503: { description: 'The database does not answer.', schema: anyObject },
    },
  },
  'GET /api/ready': {
    summary: 'Whether this process takes new requests (for a load balancer)',
    description:
      'Turns 503 as soon as the process begins a graceful stop, or while its database does not answer, so a balancer stops sending before it stops listening.',
    tags: ['Health'],
    answers: {
      ...ok('Ready.', object({ ready: { type: 'boolean' } }, ['ready'])),
      503: {
        description: 'Stopping, or the database does not answer.',
        schema: object({ ready: { type: 'boolean' }, reason: text }, ['ready']),
      },
    },
  },
  'POST /api/login': {
    summary: 'Sign in with e-mail and password',
    description: 'Answers the session token to send as X-Session-Token on later requests.',
    tags,
    answers: { ...ok('Signed in.', SESSION_USER), ...fails(400, 401, 429) },
  },
  'POST /api/signup': {
    summary: 'Make an account and sign in',
    tags,
    answers: { ...created('The account, signed in.', SESSION_USER), ...fails(400, 409, 429) },
  },
  'POST /api/set-password': {
    summary: 'Set a new password through a one-time account link',
    tags,
    answers: { ...ok('Password set, signed in.', anyObject), ...fails(400, 404, 409, 410, 429) },
  },
  'POST /api/password-reset': {
    summary: 'Forgot password: send a one-time link to set it',
    description:
      'Answers 202 and the same body whether or not an account has the e-mail, and whether or not a link was sent: an account gets at most one new link every 5 minutes, valid for linkValidMinutes. The link goes to the mail outbox (a set-password link, or finalize-account for an invited account).',
    tags,
    answers: {
      202: {
        description: 'Taken: if an account has this e-mail, a link is on its way.',
        schema: object({ message: text, linkValidMinutes: { type: 'integer' } }, [
          'message',
          'linkValidMinutes',
        ]),
      },
      ...fails(400, 429),
    },
  },
  'POST /api/finalize-account': {
    summary: 'Finish an invited account through its account link',
    tags,
    answers: { ...ok('The account, signed in.', anyObject), ...fails(400, 404, 409, 410, 429) },
  },
  'GET /auth/current-user': {
    summary: 'The signed-in user of the session',
    tags,
    session: 'required',
    answers: { ...ok('The session user.', SESSION_USER), ...fails(401) },
  },
  'POST /auth/become': {
    summary: 'Take up a session by its token',
    tags,
    answers: { ...ok('The session user.', SESSION_USER), ...fails(400, 401) },
  },
  'POST /auth/logout': {
    summary: 'Sign out: end the session (idempotent)',
    tags,
    session: 'optional',
    answers: noContent('Signed out, or was not signed in.'),
  },
  'GET /api/is-auth/:role': {
    summary: 'Whether the session has a role',
    tags,
    session: 'required',
    answers: { ...ok('It has the role.', anyObject), ...fails(401, 403) },
  },
  'GET /api/my-roles': {
    summary: 'The roles of the session user',
    tags,
    session: 'required',
    answers: { ...ok('Role names.', listOf(text)), ...fails(401) },
  },
  'GET /api/contact-info': {
    summary: 'The signed-in guest’s contact details',
    tags,
    session: 'required',
    answers: { ...ok('Contact details.', anyObject), ...fails(401) },
  },
  'PUT /api/contact-info': {
    summary: 'Change the signed-in guest’s contact details',
    tags,
    session: 'required',
    answers: { ...ok('The details as saved.', anyObject), ...fails(400, 401) },
  },
  'PUT /api/user/:userId/phone': {
    summary: 'Change a user’s phone number (the user’s own session)',
    tags,
    session: 'required',
    answers: { ...ok('The user as saved.', anyObject), ...fails(400, 401, 403) },
  },
};
