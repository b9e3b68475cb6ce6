import { formatUsd } from '../../core/formatting/index.js';
import { TRIP_TOTAL_SHARES, type TripTotal, type TripTotalShare } from '../../core/itinerary/index.js';
import { type Cents, cents } from '../../core/shared/index.js';
import './trip-total-summary.css';

// A true minus sign: screen readers say "minus".
const MINUS = '\u2212';

const money = (amount: Cents, withCents: boolean) => formatUsd(amount, { withCents });

const itemsWord = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

const SHARE_NAMES: Readonly<Record<TripTotalShare, string>> = {
  booked: 'Booked',
  pending: 'Pending',
  saved: 'Saved',
};

const Row = ({
  name,
  count,
  amount,
  withCents,
}: {
  name: string;
  count?: number;
  amount: Cents;
  withCents: boolean;
}) => (
  <tr>
    <th scope="row">
      {name}
      {count === undefined ? null : <span className="trip-total__count"> ({itemsWord(count)})</span>}
    </th>
    <td>{amount < 0 ? `${MINUS}${money(cents(-amount), withCents)}` : money(amount, withCents)}</td>
  </tr>
);

/**
 * The trip's total (docs/product/flows.md#trip-total): how many items are booked, pending and
 * saved, what it comes to, the same split of the price and what it is made of, as two tables
 * a screen reader reads row by row. Items with no price yet are named, never counted as $0.
 */
export const TripTotalSummary = ({ total }: { total: TripTotal }) => {
  const amounts = [total.total, total.homes, total.services, total.fees, total.taxes, total.discounts];
  const withCents = [...amounts, total.deposit].some((amount) => amount % 100 !== 0);
  return (
    <section aria-labelledby="trip-total" className="trip-total">
      <h3 id="trip-total">Trip total</h3>
      <p className="trip-total__counts">
        {TRIP_TOTAL_SHARES.map((share) => `${total.counts[share]} ${SHARE_NAMES[share].toLowerCase()}`).join(
          ', ',
        )}
        .
      </p>
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
              {TRIP_TOTAL_SHARES.map((share) => (
                <Row
                  key={share}
                  name={SHARE_NAMES[share]}
                  count={total.counts[share]}
                  amount={total.shares[share]}
                  withCents={withCents}
                />
              ))}
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
