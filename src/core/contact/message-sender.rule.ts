/** The name a message carries when nobody can be named (docs/product/constants.md#business-constants). */
export const ANONYMOUS_NAME = 'Anonymous User';

type Text = string | null | undefined;

/** What the message form knows about who is writing; every part is optional. */
export interface MessageSenderSources {
  /** Typed into the form. */
  readonly name?: Text;
  readonly email?: Text;
  readonly user?: { readonly fullName?: Text; readonly email?: Text } | null;
  readonly lead?: { readonly firstName?: Text; readonly lastName?: Text; readonly email?: Text } | null;
}

// A blank or whitespace-only value counts as not given: an untouched form field is ''.
const present = (value: Text): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const leadName = (lead: MessageSenderSources['lead']): string | undefined =>
  // join() writes a missing part as '', and present() trims the space it leaves.
  present([present(lead?.firstName), present(lead?.lastName)].join(' '));

/**
 * Explicit name, then the user's full name, then the lead's first and last name
 * (docs/product/validation.md#message-sender).
 */
export const messageSenderName = (sources: MessageSenderSources): string =>
  present(sources.name) ?? present(sources.user?.fullName) ?? leadName(sources.lead) ?? ANONYMOUS_NAME;

/**
 * Explicit e-mail, then the user's, then the lead's, else empty
 * (docs/product/validation.md#message-sender).
 */
export const messageSenderEmail = (sources: MessageSenderSources): string =>
  present(sources.email) ?? present(sources.user?.email) ?? present(sources.lead?.email) ?? '';
