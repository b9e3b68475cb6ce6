import { useEffect } from 'react';

/** Page title: '{page} | {product}', or the product short name alone (SPEC section 1). */
export const useDocumentTitle = (productShortName: string, pageTitle?: string): void => {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${productShortName}` : productShortName;
  }, [productShortName, pageTitle]);
};
