import { canonicalItemStatus, type ItemStatus, type StoredItemStatus } from './item-status.rule.js';

/**
 * The label a guest sees for an item status (docs/product/flows.md#item-statuses). 'done' is
 * not in the status order but the server may still send it for old items, and it reads as
 * booked.
 */
export type DisplayStatus = StoredItemStatus;

const LABELS: Readonly<Record<ItemStatus, string | undefined>> = {
  draft: undefined,
  info: undefined,
  in_progress: 'Price Requested',
  quoted: 'Quote Provided',
  saved_for_later: 'Saved For Later',
  approved: 'Pending Confirmation — We will be in touch shortly',
  booked: 'Booked',
  canceled: 'Canceled',
  not_available: 'Not Available',
};

/** The label, or undefined when nothing is shown (draft and info). */
export const statusLabel = (status: DisplayStatus): string | undefined => LABELS[canonicalItemStatus(status)];

/** What a status means for the guest and what comes next, for an item's details. */
export interface StatusGuide {
  /** The status's label; for draft and info, which show none on a row, the details' own words. */
  readonly title: string;
  readonly meaning: string;
  readonly next: string;
}

type GuideWords = (what: 'home' | 'service') => Omit<StatusGuide, 'title'>;

/**
 * Each status read from the moves of docs/host/decisions.md#status-moves, in the guest's
 * words (docs/product/flows.md#item-status-guide): who acts next and what the guest can do.
 */
const GUIDES: Readonly<Record<ItemStatus, GuideWords>> = {
  draft: (what) => ({
    meaning: `This ${what} is on your trip, but nothing has been asked of the concierge yet.`,
    next: `Answer its questions, then request a price or reserve it.`,
  }),
  info: (what) => ({
    meaning: `You have answered this ${what}'s questions; nothing has been asked of the concierge yet.`,
    next: 'Request a price, or reserve it.',
  }),
  in_progress: (what) => ({
    meaning: `You asked for this ${what}'s price and availability.`,
    next: 'The concierge prices it and lets you know; nothing is booked or charged until you reserve it.',
  }),
  quoted: (what) => ({
    meaning: `The concierge has priced this ${what}.`,
    next: `Reserve it to book it at this price.`,
  }),
  saved_for_later: (what) => ({
    meaning: `This ${what} is kept on your trip; nothing has been booked or charged.`,
    next: 'Complete the reservation when you are ready.',
  }),
  approved: () => ({
    meaning: 'Your reservation has been sent to the concierge.',
    next: 'The concierge confirms it with the provider; your card is charged only once it is confirmed.',
  }),
  booked: (what) => ({
    meaning: `This ${what} is booked and confirmed.`,
    next: 'Nothing more to do: enjoy it. Ask the concierge for any change.',
  }),
  canceled: (what) => ({
    meaning: `This ${what} was canceled.`,
    next: 'Nothing more happens with it; ask the concierge if you would like to book it again.',
  }),
  not_available: (what) => ({
    meaning: `The concierge found this ${what} unavailable for your dates.`,
    next: 'Request a price again, perhaps for other dates, or remove it from your trip.',
  }),
};

/** Draft and info show no label on a row; the details still name them. */
const UNLABELLED_TITLE = 'Not requested yet';

/** The status's label, what it means and what comes next, for a home or a service. */
export const statusGuide = (status: DisplayStatus, { isListing = false } = {}): StatusGuide => {
  const canonical = canonicalItemStatus(status);
  return {
    title: LABELS[canonical] ?? UNLABELLED_TITLE,
    ...GUIDES[canonical](isListing ? 'home' : 'service'),
  };
};
