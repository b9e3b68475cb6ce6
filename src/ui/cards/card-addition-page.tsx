import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';

/** /card-addition: the standalone card screens, shown without the navigation bar and footer. */
export const CardAdditionPage = () => {
  const config = useViewModel<AppConfig>(AppConfig);
  useDocumentTitle(config.productShortName, 'Add A Card');
  return (
    <PageFrame
      title="Add A Card"
      lead={`This will add a new credit card to your existing ${config.productShortName} user account.`}
    />
  );
};

export default CardAdditionPage;
