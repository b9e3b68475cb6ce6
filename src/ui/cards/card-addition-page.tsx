import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { AddCardPage } from './add-card-page.js';
import { cardAdditionVariant } from './card-addition-variant.js';
import { CardTokenPage, TRIPS_PATH } from './card-token-page.js';
import './card-addition.css';

/**
 * /card-addition: the standalone card screens, shown without the navigation bar and
 * footer. The query picks the screen (card-addition-variant.ts). The brand stays on top, so
 * a guest who arrives from an e-mail knows whose page this is, and can leave by it.
 */
export const CardAdditionPage = () => {
  const config = useConfig();
  const [query] = useSearchParams();
  useDocumentTitle(config.productShortName, 'Add A Card');
  const variant = cardAdditionVariant(query);
  return (
    <div className="card-page">
      <header className="card-page__brand">
        <Link to={TRIPS_PATH}>{config.productShortName}</Link>
      </header>
      {variant.kind === 'standalone' ? (
        <AddCardPage itineraryId={variant.itineraryId} />
      ) : (
        <CardTokenPage token={variant.token} />
      )}
    </div>
  );
};

export default CardAdditionPage;
