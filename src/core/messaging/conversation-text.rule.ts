/**
 * The host writes the instant of a booking into a note in UTC ("… on 2026-12-25 01:00 UTC.",
 * server/itinerary-items/service-items/service-booking.ts), notes already kept included. A
 * guest reads it in their own time zone: the text is cut into plain words and instants, and
 * the screen prints each instant in the guest's zone.
 */
export type ConversationTextPart =
  | { readonly kind: 'words'; readonly text: string }
  | { readonly kind: 'instant'; readonly iso: string };

const UTC_INSTANT = /(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)? ?(?:UTC|Z)\b/g;

const isRealInstant = (iso: string): boolean => !Number.isNaN(Date.parse(iso));

export const conversationTextParts = (text: string): readonly ConversationTextPart[] => {
  const parts: ConversationTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(UTC_INSTANT)) {
    const iso = `${match[1]}T${match[2]}:00Z`;
    const at = match.index ?? 0;
    if (!isRealInstant(iso)) continue;
    if (at > from) parts.push({ kind: 'words', text: text.slice(from, at) });
    parts.push({ kind: 'instant', iso });
    from = at + match[0].length;
  }
  if (from < text.length || parts.length === 0) parts.push({ kind: 'words', text: text.slice(from) });
  return parts;
};

/** Status changes and quotes are events on the thread, told in one line; messages and notes are said. */
export const isConversationEvent = (kind: string): boolean => kind === 'status-change' || kind === 'quote';
