import { Link } from 'react-router-dom';
import { errorPageContent } from '../components/error-catalogue.js';
import { ErrorLayout } from '../components/error-layout.js';
import { useDocumentTitle } from '../components/use-document-title.js';
import { useConfig } from '../di/use-config.js';

/**
 * '{code} {header}', 'Oops!', the message and a homepage link
 * (docs/product/routes.md#error-page and docs/product/errors.md#error-page-catalogue).
 */
export const ErrorPage = ({ error }: { error: { status?: number; header?: string; message?: string } }) => {
  const config = useConfig();
  const content = errorPageContent(error);
  useDocumentTitle(config.productShortName, content.header);
  return (
    <ErrorLayout title={`${content.code} ${content.header}`} headline="Oops!">
      <p>{content.message}</p>
      <p>
        <Link to="/">Go to the homepage</Link>
      </p>
    </ErrorLayout>
  );
};
