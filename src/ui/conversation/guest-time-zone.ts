/**
 * The guest's own time zone, as their browser knows it (an IANA name), or undefined when the
 * browser does not say: the conversation then prints UTC, naming it.
 */
export const guestTimeZone = (): string | undefined => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
};
