/** The date field of a home's booking form reads so (docs/product/constants.md#date-and-label-formats). */
export const LISTING_DATE_FIELD_LABEL = 'Check-in + check-out date';
