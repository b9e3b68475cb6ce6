/**
 * A meeting time is asked for only when the service lasts more than 0 minutes
 * (docs/product/validation.md#service-pricing-and-fields); a missing or unreadable duration
 * means no meeting time.
 */
export const isMeetingTimeConfigured = (durationMinutes: number | null | undefined): boolean =>
  (durationMinutes ?? 0) > 0;
