/**
 * The booking state the guest builds while booking, persisted field by field in browser
 * storage (docs/product/entities.md#booking-state and
 * docs/product/validation.md#persisted-booking-values). Each field has a kind that decides
 * how it is stored, when a value is worth storing, and what it reads as when absent or
 * invalid.
 */
export type BookingValueKind = 'string' | 'datetime' | 'object' | 'array' | 'boolean' | 'number';

/** The value a field of each kind holds once read back. */
export interface BookingValueOf {
  readonly string: string | null;
  readonly datetime: string | null;
  readonly object: Readonly<Record<string, unknown>>;
  readonly array: readonly unknown[];
  readonly boolean: boolean;
  readonly number: number | null;
}

export const BOOKING_STATE_FIELDS = {
  cardId: 'string',
  billingDetails: 'object',
  itemStartDate: 'datetime',
  itemEndDate: 'datetime',
  itemTimeSlot: 'object',
  itineraryItemBooking: 'object',
  itineraryItemPricing: 'array',
  itineraryName: 'string',
  lead: 'object',
  leadId: 'string',
  pmId: 'string',
  pricingFields: 'array',
  estimatedPricing: 'object',
  productLine: 'string',
  promoCodes: 'array',
  referringServiceId: 'string',
  didConfirmTerms: 'boolean',
  confirmedTermsMethod: 'string',
  adultCount: 'number',
  childCount: 'number',
  infantCount: 'number',
  petCount: 'number',
  contextIds: 'array',
} as const satisfies Readonly<Record<string, BookingValueKind>>;

export type BookingStateField = keyof typeof BOOKING_STATE_FIELDS;

export type BookingStateValues = {
  readonly [F in BookingStateField]: BookingValueOf[(typeof BOOKING_STATE_FIELDS)[F]];
};

export const BOOKING_STATE_FIELD_NAMES = Object.keys(BOOKING_STATE_FIELDS) as readonly BookingStateField[];

export const isBookingStateField = (name: string): name is BookingStateField =>
  Object.hasOwn(BOOKING_STATE_FIELDS, name);

/**
 * The default of each kind (docs/product/validation.md#persisted-booking-values): null, empty
 * object, empty array or false. Fresh each call.
 */
export const defaultBookingValue = <K extends BookingValueKind>(kind: K): BookingValueOf[K] => {
  const defaults: { readonly [P in BookingValueKind]: () => BookingValueOf[P] } = {
    string: () => null,
    datetime: () => null,
    object: () => ({}),
    array: () => [],
    boolean: () => false,
    number: () => null,
  };
  return defaults[kind]();
};

/** A booking state with every field at its default: what clearing resets to. */
export const emptyBookingState = (): BookingStateValues =>
  Object.fromEntries(
    BOOKING_STATE_FIELD_NAMES.map((field) => [field, defaultBookingValue(BOOKING_STATE_FIELDS[field])]),
  ) as unknown as BookingStateValues;
