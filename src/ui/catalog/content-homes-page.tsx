import { AppConfig } from '../../core/shared/app-config.js';
import { PageFrame } from '../components/page-frame.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useViewModel } from '../di/use-view-model.js';

/** /stays/content-homes: the homes featured by our content partners. */
export const ContentHomesPage = () => {
  const config = useViewModel<AppConfig>(AppConfig);
  useDocumentTitle(config.productShortName, 'Content Homes');
  return (
    <PageFrame
      title="Content Homes"
      lead="Homes our creators and content partners have stayed in and loved."
    />
  );
};

export default ContentHomesPage;
