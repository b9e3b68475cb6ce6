import type { PaymentProvider } from '../../core/payment/index.js';

/** The provider's 'Powered by' link under the card form (docs/product/routes.md#add-a-card). */
export const PoweredBy = ({ provider }: { provider: Pick<PaymentProvider, 'poweredBy'> }) => (
  <p className="card-form__powered-by">
    <a href={provider.poweredBy.url} target="_blank" rel="noopener noreferrer">
      Powered by {provider.poweredBy.name}
    </a>
  </p>
);
