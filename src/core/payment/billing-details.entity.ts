import * as t from 'io-ts';
import { nullable, struct } from '../shared/index.js';

/** A billing address; country is an ISO 3166 alpha-2 code as the country list gives it. */
export const BillingAddress = struct(
  'BillingAddress',
  {},
  {
    line1: nullable(t.string),
    line2: nullable(t.string),
    city: nullable(t.string),
    state: nullable(t.string),
    postalCode: nullable(t.string),
    country: nullable(t.string),
  },
);
export type BillingAddress = t.TypeOf<typeof BillingAddress>;

/**
 * Billing details of a card (docs/product/entities.md#other-reference-data and
 * docs/product/calls.md#payment-calls). Every part is optional: the token form asks for name,
 * city and zip; the standalone form for name, country and zip
 * (docs/product/routes.md#add-a-card).
 */
export const BillingDetails = struct(
  'BillingDetails',
  {},
  {
    name: nullable(t.string),
    email: nullable(t.string),
    phone: nullable(t.string),
    address: nullable(BillingAddress),
  },
);
export type BillingDetails = t.TypeOf<typeof BillingDetails>;
