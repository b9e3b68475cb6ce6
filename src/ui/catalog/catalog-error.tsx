import type { AppError } from '../../core/shared/index.js';
import { errorPageContent } from '../components/error-catalogue.js';
import type { SupportPhone } from './catalog-failure.js';

/**
 * The catalog failed to load (docs/product/errors.md#catalog-failure). The page stays (an
 * empty catalog, the search bar still there) and says so with the error page's words: '{code}
 * Search Unavailable', 'Oops!', and the product's phone number to call, as a link.
 */
export const CatalogError = ({ error, phone }: { error: AppError; phone: SupportPhone }) => {
  const content = errorPageContent(error);
  const [before, ...after] = content.message.split(phone.display);
  return (
    <section className="catalog-error" role="alert" aria-labelledby="catalog-error-title">
      <h2 id="catalog-error-title" className="catalog-error__title">
        {`${content.code} ${content.header}`}
      </h2>
      <p className="catalog-error__headline">Oops!</p>
      <p>
        {after.length > 0 ? (
          <>
            {before}
            <a href={phone.href}>{phone.display}</a>
            {after.join(phone.display)}
          </>
        ) : (
          content.message
        )}
      </p>
    </section>
  );
};
