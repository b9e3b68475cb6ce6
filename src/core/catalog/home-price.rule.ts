import { formatUsd } from '../formatting/index.js';
import { priceDisplay } from '../pricing/index.js';
import type { Cents } from '../shared/index.js';

/** Where a home's all-in price for the stay searched stands. */
export type StayPrice =
  | { readonly status: 'no-stay' }
  | { readonly status: 'pricing' }
  | { readonly status: 'priced'; readonly total: Cents; readonly nights: number }
  | { readonly status: 'unpriced'; readonly message: string | null };

/** The one figure a home shows: its stay's total, or a night at its 'from' rate. */
export type HomePriceFigure =
  | { readonly per: 'stay'; readonly amount: Cents; readonly nights: number }
  | { readonly per: 'night'; readonly amount: Cents };

/**
 * A home's price as its card, its map marker and the home chosen under the map all show it:
 * each reads this one value, so they never disagree.
 */
export interface HomePrice {
  /** Null when there is none to show (no stay total and no 'from' rate). */
  readonly figure: HomePriceFigure | null;
  /** The stay's total is being asked for: the figure meanwhile is the 'from' rate, if any. */
  readonly checking: boolean;
  /** Why the host would not price the stay, in its words, when it said. */
  readonly why: string | null;
}

/**
 * Which price a home shows (docs/product/constants.md#price-totals): with dates, the all-in
 * total of the stay (docs/host/decisions.md#homes-availability-and-prices); without dates, a
 * night at its 'from' rate. A stay still being priced, or one the host would not price, shows
 * the 'from' rate per night meanwhile, marked as such, rather than nothing: a map marker has
 * to say something, and the search prices only the homes whose cards are on screen
 * (ui/catalog/stay-prices.ts), so many markers wait on a total that may never be asked for.
 */
export const homePriceOf = (stay: StayPrice, nightlyFrom: Cents | null): HomePrice => {
  const shown = priceDisplay({
    total: stay.status === 'priced' ? stay.total : null,
    startingFrom: nightlyFrom,
  });
  const figure: HomePriceFigure | null = !shown
    ? null
    : stay.status === 'priced' && shown.label === 'total'
      ? { per: 'stay', amount: shown.amount, nights: stay.nights }
      : { per: 'night', amount: shown.amount };
  return {
    figure,
    checking: stay.status === 'pricing',
    why: stay.status === 'unpriced' ? stay.message : null,
  };
};

/** '7 nights', '1 night'. */
export const nightsWords = (nights: number): string => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/**
 * What the price is, in words, for a reader and for assistive technology: '$4,210 total for 7
 * nights', 'from $600 / night'; '' when there is no figure.
 */
export const homePriceWords = ({ figure }: HomePrice): string => {
  if (!figure) return '';
  const amount = formatUsd(figure.amount, { withCents: false });
  return figure.per === 'stay'
    ? `${amount} total for ${nightsWords(figure.nights)}`
    : `from ${amount} / night`;
};

/**
 * The same figure on a map marker, in the card's own whole dollars so a guest comparing the
 * two reads one number ('$4,210', not '$4.2K', which rounds $4,150 up too): a stay's total as
 * '$4,210', a night's 'from' rate as 'From $600' (marked, since markers of both kinds can
 * share a map while totals arrive); null when there is no figure.
 */
export const homePriceShort = ({ figure }: HomePrice): string | null => {
  if (!figure) return null;
  const amount = formatUsd(figure.amount, { withCents: false });
  return figure.per === 'stay' ? amount : `From ${amount}`;
};
