import type { FastifyInstance } from 'fastify';
import {
  isValidPhone,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
  phoneDigits,
} from '../../src/core/contact/index.js';
import type { Database } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { ID_SCHEMA } from '../http/id-schema.js';
import { requireSignedIn } from './authenticate.js';
import { updatePhone } from './user.store.js';

export const INVALID_PHONE = `phone must have ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits`;
export const NOT_YOUR_ACCOUNT = 'You may change only your own phone number';

interface PhoneParams {
  userId: string;
}

interface PhoneBody {
  phone: string;
}

const paramsSchema = {
  type: 'object',
  required: ['userId'],
  properties: { userId: ID_SCHEMA },
} as const;

// Room for separators and a country prefix around the 14 digits, no more.
const bodySchema = {
  type: 'object',
  required: ['phone'],
  properties: { phone: { type: 'string', maxLength: 40 } },
} as const;

/**
 * PUT /api/user/{userId}/phone: the signed-in guest's own phone
 * (docs/product/calls.md#services-and-misc), valid as
 * docs/product/validation.md#phone-and-e-mail says (10 to 14 digits once separators are
 * dropped). Only the digits are stored and answered, so "(303) 555-0199" and "303.555.0199"
 * are one number. Another user's id is refused with 403 whether or not it exists: the answer
 * says nothing about other accounts.
 */
export const registerUserPhoneRoute = (app: FastifyInstance, db: Database): void => {
  app.put<{ Params: PhoneParams; Body: PhoneBody }>(
    '/api/user/:userId/phone',
    { schema: { params: paramsSchema, body: bodySchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      if (request.params.userId !== user.id) throw new HttpError(403, NOT_YOUR_ACCOUNT);
      if (!isValidPhone(request.body.phone)) throw new HttpError(400, INVALID_PHONE);
      const phone = phoneDigits(request.body.phone);
      await updatePhone(db, user.id, phone);
      return { phone };
    },
  );
};
