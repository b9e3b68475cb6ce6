import { DEFAULT_PRODUCT_LINE, type ProductLineName, parseProductLine } from './product-line.entity.js';

/**
 * The distribution channels (docs/product/entities.md#distribution-channels): the product's
 * own, and the two bank-card channels, premier and lifestyle.
 */
export const DISTRIBUTION_CHANNELS = ['own', 'premier', 'lifestyle'] as const;
export type DistributionChannel = (typeof DISTRIBUTION_CHANNELS)[number];

/** What a channel decides of a visit. */
export interface ChannelTerms {
  /**
   * The product line the channel sells: a bank-card channel its own; the product's own
   * channel the market's default line, else Concierge.
   */
  readonly productLine: ProductLineName;
  /** The brand the guest's account is named by ('your existing {brand} user account'). */
  readonly brand: (productShortName: string) => string;
}

export const CHANNEL_TERMS: Readonly<Record<DistributionChannel, ChannelTerms>> = {
  own: { productLine: DEFAULT_PRODUCT_LINE, brand: (name) => name },
  premier: {
    productLine: 'Capital One Premier',
    brand: (name) => `${name} for Capital One Premier`,
  },
  lifestyle: {
    productLine: 'Capital One Lifestyle',
    brand: (name) => `${name} for Capital One Lifestyle`,
  },
};

const CHANNEL_OF_LINE: Partial<Record<ProductLineName, DistributionChannel>> = {
  'Capital One Premier': 'premier',
  'Capital One Lifestyle': 'lifestyle',
};

/**
 * The channel a visit came through, by the product line it names (the address's
 * `product_line`, else its lead's): the two Capital One lines are the bank-card channels;
 * every other line, or none, is the product's own.
 */
export const channelOfProductLine = (productLine: string | null | undefined): DistributionChannel => {
  const line = productLine ? parseProductLine(productLine) : undefined;
  return (line && CHANNEL_OF_LINE[line]) || 'own';
};

/** The brand words of a visit's channel. */
export const channelBrand = (productLine: string | null | undefined, productShortName: string): string =>
  CHANNEL_TERMS[channelOfProductLine(productLine)].brand(productShortName);

/**
 * The support e-mail's product line for a visit: a bank-card channel's guests are served at
 * their line's address; the product's own channel reads the line the visit names, else the
 * market's default line (supportEmailFor).
 */
export const supportProductLine = (productLine: string | null | undefined): string | null => {
  const channel = channelOfProductLine(productLine);
  if (channel !== 'own') return CHANNEL_TERMS[channel].productLine;
  // The address's spelling ('capital_one_premier', 'local') read as the line's name, as the
  // market keys its details (docs/product/entities.md#market).
  return productLine ? (parseProductLine(productLine) ?? productLine) : null;
};
