import { pipe } from 'fp-ts/lib/function.js';
import * as O from 'fp-ts/lib/Option.js';
import { formatPhoneDisplay } from '../contact/index.js';
import { zoned } from '../formatting/index.js';

export interface EventDescriptionParts {
  /** The status in the guest's words ('Booked', 'Price Requested', 'Removed from your trip'). */
  readonly status: string;
  /** The item's id: what the guest quotes to the concierge. */
  readonly reference: string;
  /** When the concierge confirmed it, for a booked item. */
  readonly confirmedAt: string | null;
  /** Whether the item is still in the guest's plans. */
  readonly live: boolean;
  readonly timeZone: string;
  readonly concierge: { readonly name: string; readonly phone: string; readonly email: string } | null;
}

const confirmationLine = ({ confirmedAt, live, reference, timeZone }: EventDescriptionParts): string => {
  const when = zoned(confirmedAt, timeZone);
  if (when)
    return `Confirmation: confirmed by the concierge on ${when.format('D MMMM YYYY')}, reference ${reference}`;
  if (live) return `Confirmation: not confirmed yet, reference ${reference}`;
  return `Confirmation: none, this is no longer booked (reference ${reference})`;
};

const conciergeLine = (concierge: EventDescriptionParts['concierge']): string => {
  if (!concierge) return 'Concierge: write to us from your trip page';
  const phone = pipe(
    formatPhoneDisplay(concierge.phone),
    O.getOrElse(() => concierge.phone),
  );
  return `Concierge: ${[concierge.name, phone, concierge.email].filter(Boolean).join(', ')}`;
};

/** The event's DESCRIPTION: its status, its confirmation and whom to call, one line each. */
export const describeTripEvent = (parts: EventDescriptionParts): string =>
  [`Status: ${parts.status}`, confirmationLine(parts), conciergeLine(parts.concierge)].join('\n');
