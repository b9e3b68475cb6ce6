import { type AppError, appError } from '../shared/index.js';

export const CARD_SAVE_FAILED = 'There was an error saving your card.';
export const CARD_NOTIFICATION_TITLE = 'Error encountered';
export const CARD_NOTIFICATION_FALLBACK = 'Error saving credit card.';

/**
 * Card form: the provider's own words when it rejected the card (they tell the guest what to
 * fix: "Your card was declined."), a generic line for anything else
 * (docs/product/errors.md#card-form).
 */
export const cardFormError = (providerMessage: string | null | undefined): AppError =>
  appError('card', providerMessage ? `Error encountered: ${providerMessage}` : CARD_SAVE_FAILED);

export interface CardNotification {
  readonly title: string;
  readonly message: string;
}

/**
 * The notification for a card that could not be saved, with the server's message if any
 * (docs/product/errors.md#card-form).
 */
export const cardSaveNotification = (serverMessage: string | null | undefined): CardNotification => ({
  title: CARD_NOTIFICATION_TITLE,
  message: serverMessage || CARD_NOTIFICATION_FALLBACK,
});
