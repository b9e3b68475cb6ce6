import { observer } from 'mobx-react-lite';
import { formatUsd } from '../../core/formatting/index.js';
import type { Cents } from '../../core/shared/index.js';
import type { ServiceSelection } from './service-selection.js';

// A total is never rounded: an amount with cents keeps them.
const usd = (amount: Cents) => formatUsd(amount, { withCents: amount % 100 !== 0 });

/**
 * The price of what the guest chose, before they commit (docs/product/constants.md#service-prices):
 * the line as the host prices it, promo discounts, the coordination fee (left out while a
 * 'plus' cost is open), the total, the plus-cost label and the extra fee charged on top.
 * Before a choice, the service's 'from' price.
 */
export const ServiceQuoteLines = observer(({ booking }: { booking: ServiceSelection }) => {
  const { quote, service } = booking;
  if (!quote) {
    const from = service?.startingFrom;
    return from == null ? null : (
      <p className="service-booking__price">
        From <strong>{formatUsd(Math.round(from * 100) as Cents, { withCents: false })}</strong>
      </p>
    );
  }
  return (
    <div className="service-booking__quote">
      <p className="service-booking__price" role="status">
        <strong>{usd(quote.total)}</strong> total
        {quote.plusCost ? <span className="service-booking__rate"> {quote.plusCost}</span> : null}
      </p>
      <dl className="service-booking__lines" aria-label="Price breakdown">
        <div>
          <dt>
            {quote.entry.quantity && quote.entry.quantity > 1
              ? `Subtotal (× ${quote.entry.quantity})`
              : 'Subtotal'}
          </dt>
          <dd>{usd(quote.subtotal)}</dd>
        </div>
        {quote.discount > 0 ? (
          <div>
            <dt>Promo codes</dt>
            <dd>−{usd(quote.discount)}</dd>
          </div>
        ) : null}
        {quote.coordinationFee !== null && quote.coordinationFee > 0 ? (
          <div>
            <dt>Coordination fee</dt>
            <dd>{usd(quote.coordinationFee)}</dd>
          </div>
        ) : null}
        {quote.plusCost ? (
          <div>
            <dt>Coordination fee</dt>
            <dd>once the {quote.plusCost.replace(/^\+\s*/, '')} is known</dd>
          </div>
        ) : null}
        {quote.extraFee ? (
          <div>
            <dt>{quote.extraFee.label}</dt>
            <dd>+{usd(quote.extraFee.amount)}, charged on top</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
});
