/**
 * A meeting time is asked for only when the service lasts more than 0 minutes (SPEC
 * section 5); a missing or unreadable duration means no meeting time.
 */
export const isMeetingTimeConfigured = (durationMinutes: number | null | undefined): boolean =>
  (durationMinutes ?? 0) > 0;
