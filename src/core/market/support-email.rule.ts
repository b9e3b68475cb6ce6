/**
 * The error boundary names the support e-mail of the market's product-line detail, or a
 * default bugs address when no market is known (docs/product/routes.md#error-boundary).
 * Product lines are keyed lowercase in the market (docs/product/entities.md#market).
 */
export interface MarketSupportInfo {
  readonly defaultProductLine?: string | null;
  readonly product_lines?: Readonly<Record<string, { readonly email?: string | null } | undefined>> | null;
}

export const supportEmailFor = (
  market: MarketSupportInfo | null,
  productLine: string | null,
  fallback: string,
): string => {
  if (!market?.product_lines) return fallback;
  const line = (productLine || market.defaultProductLine || '').toLowerCase();
  return market.product_lines[line]?.email || fallback;
};
