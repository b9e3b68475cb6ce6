import * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { decode } from '../shared/index.js';
import type { ActivePromotions } from './active-promotions.model.js';
import { Promotion } from './promotion.entity.js';

/** What a banner shows: the promotion's words and, when it has one, where it leads. */
export interface PromotionBanner {
  readonly key: string;
  readonly title: string;
  readonly message: string;
  readonly link: { readonly href: string; readonly text: string } | null;
  readonly productLines: readonly string[];
}

/** A link the host sent without words. */
export const DEFAULT_LINK_TEXT = 'Learn more';

/** The entries that are promotions, as banners, and the failures of those that are not. */
export interface ReadPromotions {
  readonly banners: readonly PromotionBanner[];
  readonly corrupt: readonly AppError[];
}

/**
 * Reads the active promotions entry by entry (docs/product/routes.md#promotional-messages):
 * one entry that is not a promotion is left out with its failure, to be reported, and the
 * others still show.
 */
export const readPromotions = (active: ActivePromotions): ReadPromotions => {
  const banners: PromotionBanner[] = [];
  const corrupt: AppError[] = [];
  for (const [key, entry] of Object.entries(active)) {
    const read = decode(Promotion, entry, `promotion ${key}`);
    if (E.isLeft(read)) {
      corrupt.push(read.left);
      continue;
    }
    const { title, message, linkUrl, linkText, productLines } = read.right;
    banners.push({
      key,
      title,
      message,
      link: linkUrl ? { href: linkUrl, text: linkText?.trim() || DEFAULT_LINK_TEXT } : null,
      productLines: productLines ?? [],
    });
  }
  return { banners, corrupt };
};

/**
 * The banners a guest sees where they plan: those meant for the trip's product line (or for
 * every line), less those the guest dismissed.
 */
export const bannersShown = (
  banners: readonly PromotionBanner[],
  productLine: string | null,
  dismissed: readonly string[],
): PromotionBanner[] =>
  banners.filter(
    (banner) =>
      !dismissed.includes(banner.key) &&
      (banner.productLines.length === 0 ||
        (productLine !== null && banner.productLines.includes(productLine))),
  );

/**
 * The product line a trip's banners are chosen by: the visit's (from the address or the lead),
 * else the trip's market's default, else the product's default.
 */
export const promotionLine = (
  visitLine: string | null,
  marketDefault: string | null | undefined,
  productDefault: string,
): string => visitLine ?? marketDefault ?? productDefault;
