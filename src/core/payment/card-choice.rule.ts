import type { CreditCard } from './credit-card.entity.js';

/** Whether the card still charges on `today` (YYYY-MM-DD): it runs to the end of its expiry month. */
export const cardUsableOn = (card: Pick<CreditCard, 'expMonth' | 'expYear'>, today: string): boolean => {
  if (!card.expMonth || !card.expYear) return true;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return card.expYear > year || (card.expYear === year && card.expMonth >= month);
};

/**
 * The card a panel that charges at once shows chosen before Reserve (issue 28 item 4): the one
 * the guest chose, while it is still on file and usable; else the guest's default card, the
 * usable card added last (the only one, for most guests); else none, and the panel offers to
 * add one in place. An expired card is never chosen for the guest: the host would refuse it.
 */
export const preselectedCard = (
  cards: readonly CreditCard[],
  chosenId: string | null | undefined,
  today: string,
): CreditCard | null => {
  const usable = cards.filter((card) => cardUsableOn(card, today));
  return usable.find((card) => card.cardId === chosenId) ?? usable.at(-1) ?? null;
};

/** A brand as the provider spells it ('visa'), as a guest reads it ('Visa'). */
const brandWords = (brand: string | null | undefined): string =>
  brand ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)}` : 'Card';

/** How a card reads wherever it is chosen: its brand and last four digits, and its expiry. */
export const cardWords = (card: Pick<CreditCard, 'brand' | 'last4' | 'expMonth' | 'expYear'>): string =>
  `${brandWords(card.brand)} ending ${card.last4 ?? '····'}` +
  (card.expMonth && card.expYear ? ` (expires ${card.expMonth}/${card.expYear})` : '');
