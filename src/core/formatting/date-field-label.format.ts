/** The date field of a home's booking form reads so (docs/product/constants.md#date-and-label-formats). */
export const LISTING_DATE_FIELD_LABEL = 'Check-in + check-out date';

const SERVICE_DATE_FIELD_LABELS = {
  'Date Only': 'Date',
  'Date Range': 'Dates',
  'Date + Time': 'Date',
} as const;

/**
 * A service's date field reads as the service names it (serviceDateName, 'Dinner date'), else
 * by its date field type: 'Date', or 'Dates' for a range.
 */
export const serviceDateFieldLabel = (service: {
  readonly serviceDateName?: string | null;
  readonly dateFieldType?: keyof typeof SERVICE_DATE_FIELD_LABELS | null;
}): string =>
  service.serviceDateName?.trim() || SERVICE_DATE_FIELD_LABELS[service.dateFieldType ?? 'Date Only'];
