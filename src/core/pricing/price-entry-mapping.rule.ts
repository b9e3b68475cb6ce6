/** A price entry names the header, option and config it was priced from. */
export interface PriceEntryRef {
  readonly pricingHeaderId: string;
  readonly pricingOptionId: string;
  readonly pricingConfigId: string;
}

/** The pricing structure: a header's first configuration holds its options, each its configs. */
export interface PricingHeaderRef {
  readonly objectId: string;
  readonly configuration: readonly {
    readonly pricingOptions: readonly {
      readonly objectId: string;
      readonly configs: readonly { readonly objectId: string }[];
    }[];
  }[];
}

/**
 * The options that count: those of the first configuration, configuration[0]
 * (docs/product/entities.md#pricing).
 */
export const pricingOptionsOf = <O>(header: {
  readonly configuration: readonly { readonly pricingOptions: readonly O[] }[];
}): readonly O[] => header.configuration[0]?.pricingOptions ?? [];

/**
 * Whether a price entry maps to an existing header, option and config
 * (docs/product/validation.md#service-pricing-and-fields). Only configuration[0] counts
 * (docs/product/entities.md#pricing). An entry that does not map was priced from a config
 * since changed or removed, so it is flagged rather than silently shown.
 */
export const isPriceEntryMapped = (entry: PriceEntryRef, headers: readonly PricingHeaderRef[]): boolean => {
  const header = headers.find((candidate) => candidate.objectId === entry.pricingHeaderId);
  const option = header
    ? pricingOptionsOf(header).find((candidate) => candidate.objectId === entry.pricingOptionId)
    : undefined;
  return option?.configs.some((config) => config.objectId === entry.pricingConfigId) ?? false;
};

/** The entries to flag. */
export const unmappedPriceEntries = <T extends PriceEntryRef>(
  entries: readonly T[],
  headers: readonly PricingHeaderRef[],
): T[] => entries.filter((entry) => !isPriceEntryMapped(entry, headers));
