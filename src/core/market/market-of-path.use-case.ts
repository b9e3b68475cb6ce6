import * as E from 'fp-ts/lib/Either.js';
import type { MarketGateway } from './market-gateway.port.js';
import type { MarketSupportInfo } from './support-email.rule.js';

/** The market a page's address names: /markets/{marketId}/... (docs/product/routes.md). */
export const marketIdOfPath = (pathname: string): string | null => {
  const match = /^\/markets\/([^/]+)(?:\/|$)/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null; // a hand-broken escape names no market
  }
};

/**
 * The market a page's address names, fetched so every page of that market knows it from its
 * start: the error boundary then names the market's support e-mail, not the bugs address
 * (docs/product/routes.md#error-boundary). A market that cannot be fetched leaves the market
 * unknown (null); the page that shows the market reports its own failure.
 */
export const marketOfPath = async (
  markets: Pick<MarketGateway, 'market'>,
  pathname: string,
): Promise<{ readonly marketId: string; readonly market: MarketSupportInfo | null } | null> => {
  const marketId = marketIdOfPath(pathname);
  if (marketId === null) return null;
  const market = await markets.market(marketId);
  return { marketId, market: E.isRight(market) ? market.right : null };
};
