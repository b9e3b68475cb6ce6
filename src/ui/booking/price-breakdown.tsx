import { useId, useState } from 'react';
import { formatUsd } from '../../core/formatting/index.js';
import type { PricingReliability } from '../../core/listing/index.js';
import { pricingReliabilityWords } from '../../core/listing/index.js';
import type { ListingPriceBreakdown } from '../../core/pricing/index.js';
import { type Cents, cents } from '../../core/shared/index.js';
import './price-breakdown.css';

// A true minus sign: screen readers say "minus", and it lines up with the digits.
const MINUS = '\u2212';

/** An amount of the breakdown; credits carry a minus sign before the dollar sign. */
const amountText = (amount: Cents, withCents: boolean): string =>
  amount < 0 ? `${MINUS}${formatUsd(cents(-amount), { withCents })}` : formatUsd(amount, { withCents });

/**
 * A home's price for a stay (listing-price-breakdown.rule.ts): the nightly rate as the host
 * words it and the total always in view, the lines one click away
 * (docs/host/decisions.md#homes-availability-and-prices: prices all-in, the breakdown one click
 * away), and how far the price holds in the guest's words. A table, so a screen reader reads
 * each row as "Cleaning fee, $250.00". Nothing for an unknown price: pricing failed, and the
 * guest is offered a price request instead.
 */
export const PriceBreakdown = ({
  breakdown,
  reliability,
  averageNightly,
}: {
  breakdown: ListingPriceBreakdown;
  /** How far a home's live price holds; left out where no such words apply (a trip item's price). */
  reliability?: PricingReliability;
  /** The host's averageBaseRateDescription (docs/product/entities.md#instant-pricing). */
  averageNightly?: string | null;
}) => {
  const id = useId();
  const [open, setOpen] = useState(false);
  const words = reliability === undefined ? undefined : pricingReliabilityWords(reliability);
  if (words === null) return null;
  // One column reads best in one format: with cents as soon as any amount has them.
  const withCents = [...breakdown.lines.map((line) => line.amount), breakdown.total].some(
    (amount) => amount % 100 !== 0,
  );
  const nightly =
    averageNightly?.trim() ||
    (breakdown.averageNightly === null
      ? null
      : `${formatUsd(breakdown.averageNightly, { withCents: false })} avg/night`);
  return (
    <div className="price-breakdown">
      {nightly ? <p className="price-breakdown__nightly">{nightly}</p> : null}
      <table className="price-breakdown__table" aria-describedby={words ? `${id}-reliability` : undefined}>
        <caption className="price-breakdown__caption">
          <button
            type="button"
            className="price-breakdown__toggle"
            aria-expanded={open}
            aria-controls={`${id}-lines`}
            onClick={() => setOpen(!open)}
          >
            Price breakdown
          </button>
        </caption>
        <tbody id={`${id}-lines`} hidden={!open}>
          {breakdown.lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two lines may share a name and amount (two unnamed fees); the lines hold no state and come in the total's order, so their place is their identity
            <tr key={`${line.kind}-${index}`}>
              <th scope="row">{line.name}</th>
              <td>{amountText(line.amount, withCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="price-breakdown__total">
            <th scope="row">Total</th>
            <td>{amountText(breakdown.total, withCents)}</td>
          </tr>
        </tfoot>
      </table>
      {words ? (
        <p id={`${id}-reliability`} className="price-breakdown__reliability">
          {words}
        </p>
      ) : null}
    </div>
  );
};
