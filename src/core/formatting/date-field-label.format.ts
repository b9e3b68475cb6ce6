/** The date field of a home's booking form reads so (SPEC section 9). */
export const LISTING_DATE_FIELD_LABEL = 'Check-in + check-out date';
