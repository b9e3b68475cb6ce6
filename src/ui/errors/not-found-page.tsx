import { Link } from 'react-router-dom';
import { NOT_FOUND_PAGE } from '../components/error-catalogue.js';
import { ErrorLayout } from '../components/error-layout.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';

export const NotFoundPage = () => {
  const config = useConfig();
  useDocumentTitle(config.productShortName, 'Page Not Found');
  return (
    <ErrorLayout title={NOT_FOUND_PAGE.title} headline={NOT_FOUND_PAGE.headline}>
      <p>{NOT_FOUND_PAGE.message}</p>
      <p>
        <Link to="/">Go to the homepage</Link>
      </p>
    </ErrorLayout>
  );
};

export default NotFoundPage;
