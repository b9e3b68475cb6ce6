import { formatUsd } from '../../core/formatting/currency.format.js';
import type { TripTotal } from '../../core/itinerary/trip-total.rule.js';
import { type Cents, cents } from '../../core/shared/money.js';
import './trip-total-summary.css';

// A true minus sign: screen readers say "minus".
const MINUS = '\u2212';

const money = (amount: Cents, withCents: boolean) => formatUsd(amount, { withCents });

const Row = ({ name, amount, withCents }: { name: string; amount: Cents; withCents: boolean }) => (
  <tr>
    <th scope="row">{name}</th>
    <td>{amount < 0 ? `${MINUS}${money(cents(-amount), withCents)}` : money(amount, withCents)}</td>
  </tr>
);

/**
 * The trip's total (docs/product/flows.md#trip-total): what it comes to, where that stands
 * (booked, awaiting confirmation, not yet booked) and what it is made of, as two tables a
 * screen reader reads row by row. Items with no price yet are named, never counted as $0.
 */
export const TripTotalSummary = ({ total }: { total: TripTotal }) => {
  const amounts = [total.total, total.homes, total.services, total.fees, total.taxes, total.discounts];
  const withCents = [...amounts, total.deposit].some((amount) => amount % 100 !== 0);
  return (
    <section aria-labelledby="trip-total" className="trip-total">
      <h3 id="trip-total">Trip total</h3>
      {total.priced === 0 ? (
        <p className="trip-total__none">No prices yet: the total shows once an item of the trip is priced.</p>
      ) : (
        <>
          <p className="trip-total__figure">
            <strong>{money(total.total, withCents)}</strong>
            {total.unpriced.length > 0 ? ' so far' : null}
          </p>
          <table className="trip-total__table">
            <caption>Where it stands</caption>
            <tbody>
              <Row name="Booked" amount={total.shares.booked} withCents={withCents} />
              <Row name="Awaiting confirmation" amount={total.shares.awaiting} withCents={withCents} />
              <Row name="Not yet booked" amount={total.shares.notYetBooked} withCents={withCents} />
            </tbody>
          </table>
          <table className="trip-total__table">
            <caption>What it is made of</caption>
            <tbody>
              {total.homes !== 0 ? <Row name="Homes" amount={total.homes} withCents={withCents} /> : null}
              {total.services !== 0 ? (
                <Row name="Services & experiences" amount={total.services} withCents={withCents} />
              ) : null}
              {total.fees !== 0 ? <Row name="Fees" amount={total.fees} withCents={withCents} /> : null}
              {total.taxes !== 0 ? <Row name="Taxes" amount={total.taxes} withCents={withCents} /> : null}
              {total.discounts !== 0 ? (
                <Row name="Promo discounts" amount={cents(-total.discounts)} withCents={withCents} />
              ) : null}
              {total.deposit !== 0 ? (
                <Row name="Refundable security deposits" amount={total.deposit} withCents={withCents} />
              ) : null}
            </tbody>
          </table>
        </>
      )}
      {total.unpriced.length > 0 ? (
        <p className="trip-total__note">Not priced yet, so not in the total: {total.unpriced.join(', ')}.</p>
      ) : null}
      {total.openCosts.length > 0 ? (
        <p className="trip-total__note">Costs still open on top: {total.openCosts.join(', ')}.</p>
      ) : null}
    </section>
  );
};
