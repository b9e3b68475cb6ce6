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
