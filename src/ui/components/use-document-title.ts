import { useEffect } from 'react';

/**
 * Page title: '{page} | {product}', or the product short name alone
 * (docs/product/overview.md#page-metadata).
 */
export const useDocumentTitle = (productShortName: string, pageTitle?: string): void => {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${productShortName}` : productShortName;
  }, [productShortName, pageTitle]);
};
