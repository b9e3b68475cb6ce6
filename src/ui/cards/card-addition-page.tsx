import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';
import { AddCardPage } from './add-card-page.js';
import { cardAdditionVariant } from './card-addition-variant.js';
import { CardTokenPage } from './card-token-page.js';
import './card-addition.css';

/**
 * /card-addition: the standalone card screens, shown without the navigation bar and
 * footer. The query picks the screen (card-addition-variant.ts).
 */
export const CardAdditionPage = () => {
  const config = useConfig();
  const [query] = useSearchParams();
  useDocumentTitle(config.productShortName, 'Add A Card');
  const variant = cardAdditionVariant(query);
  return variant.kind === 'standalone' ? (
    <AddCardPage itineraryId={variant.itineraryId} />
  ) : (
    <CardTokenPage token={variant.token} />
  );
};

export default CardAdditionPage;
