/**
 * Billing details as the app's BillingDetails codec reads them (src/core/payment/
 * billing-details.entity.ts): name, e-mail, phone and an address, every part optional.
 */
export interface BillingDetailsJson {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    state?: string | null;
    postalCode?: string | null;
    country?: string | null;
  } | null;
}

const text = { type: ['string', 'null'], maxLength: 200 } as const;

/** JSON schema of BillingDetailsJson; unknown keys are dropped by Fastify's validator. */
export const billingDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text,
    email: text,
    phone: { type: ['string', 'null'], maxLength: 40 },
    address: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        line1: text,
        line2: text,
        city: text,
        state: text,
        postalCode: { type: ['string', 'null'], maxLength: 20 },
        // ISO 3166 alpha-2, as the country list gives it.
        country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
      },
    },
  },
} as const;

/** What the sandbox card widget sends beside a card: flat, as Stripe.js takes it. */
export interface FlatBillingDetails {
  name: string;
  postalCode?: string | null;
  country?: string | null;
  city?: string | null;
}

export const flatBillingDetailsSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200 },
    postalCode: { type: ['string', 'null'], maxLength: 20 },
    country: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    city: { type: ['string', 'null'], maxLength: 200 },
  },
} as const;

const present = (value: string | null | undefined): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The widget's flat details in the app's shape, leaving out what was not given. */
export const fromFlatBillingDetails = (flat: FlatBillingDetails): BillingDetailsJson => {
  const address: NonNullable<BillingDetailsJson['address']> = {};
  if (present(flat.city)) address.city = flat.city.trim();
  if (present(flat.postalCode)) address.postalCode = flat.postalCode.trim();
  if (present(flat.country)) address.country = flat.country;
  return { name: flat.name.trim(), ...(Object.keys(address).length > 0 ? { address } : {}) };
};

/** A stored details object, or null when nothing was kept (an empty object in the table). */
export const storedBillingDetails = (value: unknown): BillingDetailsJson | null =>
  value && typeof value === 'object' && Object.keys(value).length > 0 ? (value as BillingDetailsJson) : null;
