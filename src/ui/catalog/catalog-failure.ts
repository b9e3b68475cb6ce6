import { pipe } from 'fp-ts/lib/function.js';
import * as O from 'fp-ts/lib/Option.js';
import { formatPhoneDisplay, phoneDigits } from '../../core/contact/index.js';

/** The product's phone number as the 'Search Unavailable' message shows it, and as a tel: link. */
export interface SupportPhone {
  readonly display: string;
  readonly href: string;
}

export const supportPhoneOf = (raw: string): SupportPhone => {
  const digits = phoneDigits(raw);
  return {
    display: pipe(
      formatPhoneDisplay(raw),
      O.getOrElse(() => raw.trim()),
    ),
    href: `tel:${digits.length === 10 ? `+1${digits}` : digits.length === 11 ? `+${digits}` : digits}`,
  };
};
