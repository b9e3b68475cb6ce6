import type { PromoDiscount } from '../promo/index.js';
import { totalDiscount } from '../promo/index.js';
import { type Cents, cents, dollarsToCents, fromCents } from '../shared/index.js';
import { bookingItemPricing } from './booking-state-pricing.rule.js';
import { coordinationFee } from './coordination-fee.rule.js';
import { isFlatRate } from './flat-rate.rule.js';
import type { ItemPriceEntry } from './item-price-entry.entity.js';
import { plusCostLabel } from './plus-cost-label.rule.js';
import { pricingOptionsOf } from './price-entry-mapping.rule.js';
import { priceEntryTotal, ratesOf } from './price-entry-total.rule.js';
import { priceTotal } from './price-total.rule.js';
import { rateBasisLabel } from './rate-basis-label.rule.js';
import type { ServicePricingConfig } from './service-pricing-config.entity.js';

/** One price the guest can choose: a header's option and config, and how it is charged. */
export interface PriceChoice {
  readonly pricingHeaderId: string;
  readonly pricingOptionId: string;
  readonly pricingConfigId: string;
  /** The header's name and the option's, e.g. 'Cruise' and 'Private boat'. */
  readonly header: string | null;
  readonly option: string | null;
  readonly fixedRate: Cents | null;
  readonly rate: Cents | null;
  /** The quantity field's label ('Number of hours' ...) for a rate per unit, else null. */
  readonly quantityLabel: string | null;
  readonly rateBasis: string | null;
  readonly flatRate: boolean;
  readonly plusCostLabel: string | null;
}

/**
 * Every price a service offers, header by header, option by option (only configuration[0]
 * counts, docs/product/entities.md#pricing), each with the rates it is charged at.
 */
export const priceChoices = (pricing: ServicePricingConfig | null | undefined): readonly PriceChoice[] =>
  (pricing?.configuration ?? []).flatMap((header) =>
    pricingOptionsOf(header).flatMap((option) =>
      option.configs.map((config) => {
        const rates = ratesOf(header, config);
        return {
          pricingHeaderId: header.objectId,
          pricingOptionId: option.objectId,
          pricingConfigId: config.objectId,
          header: header.name ?? null,
          option: option.name ?? null,
          fixedRate: rates.fixedRate == null ? null : dollarsToCents(rates.fixedRate),
          rate: rates.rate == null ? null : dollarsToCents(rates.rate),
          quantityLabel: rates.rate == null ? null : rateBasisLabel(rates.rateBasis),
          rateBasis: rates.rate == null ? null : (rates.rateBasis ?? null),
          flatRate: isFlatRate(rates),
          plusCostLabel: rates.plusCostLabel ?? null,
        };
      }),
    ),
  );

/** The choice a price entry names, if the service still offers it. */
export const choiceOf = (choices: readonly PriceChoice[], entry: Partial<ItemPriceEntry> | undefined) =>
  choices.find(
    (choice) =>
      choice.pricingHeaderId === entry?.pricingHeaderId &&
      choice.pricingOptionId === entry?.pricingOptionId &&
      choice.pricingConfigId === entry?.pricingConfigId,
  );

export interface ServiceQuote {
  /** The line as the host stores it: the entry with its total in dollars. */
  readonly entry: ItemPriceEntry;
  readonly subtotal: Cents;
  readonly discount: Cents;
  /** Null while a cost is still open (the plus-cost label): the fee of an unknown total is unknown. */
  readonly coordinationFee: Cents | null;
  readonly total: Cents;
  /** '+ gratuity' and the like, when the rule of plus-cost-label.rule.ts applies. */
  readonly plusCost: string | null;
  /** The service's extra fee and its label, charged on top of the total. */
  readonly extraFee: { readonly amount: Cents; readonly label: string } | null;
}

export interface QuoteInput {
  readonly pricing: ServicePricingConfig | null | undefined;
  readonly choice: Pick<PriceChoice, 'pricingHeaderId' | 'pricingOptionId' | 'pricingConfigId'>;
  readonly quantity: number | null;
  readonly promos: readonly PromoDiscount[];
  readonly coordinationFeePercent: number | null | undefined;
}

export const EXTRA_FEE_LABEL = 'Extra fee';

/**
 * What the guest pays for a choice before committing (docs/product/constants.md#service-prices):
 * the line priced as the host prices it (price-entry-total.rule.ts), the booking state's item
 * total (booking-state-pricing.rule.ts), promo discounts, the coordination fee unless a 'plus'
 * cost is open, as priceTotal adds them up. The extra fee is shown beside the total, not in it:
 * the host's item total leaves it out. Null when the choice cannot be priced yet (no quantity).
 */
export const serviceQuote = (input: QuoteInput): ServiceQuote | null => {
  const headers = input.pricing?.configuration ?? [];
  const priced = priceEntryTotal(headers, { ...input.choice, quantity: input.quantity });
  if (!priced.ok) return null;
  const entry: ItemPriceEntry = {
    ...input.choice,
    quantity: priced.quantity,
    total: fromCents(priced.total),
  };
  const { itemTotal: subtotal } = bookingItemPricing([entry]);
  const header = headers.find((candidate) => candidate.objectId === input.choice.pricingHeaderId);
  const options = header ? pricingOptionsOf(header) : [];
  const plusCost =
    plusCostLabel({ itemPrices: [entry], pricingOptions: options, config: priced.rates }) ?? null;
  const hasPlusCost = plusCost !== null;
  const extra = input.pricing?.extraFee;
  return {
    entry,
    subtotal,
    discount: totalDiscount(subtotal, input.promos),
    coordinationFee: hasPlusCost ? null : coordinationFee(subtotal, input.coordinationFeePercent),
    total: priceTotal({
      subtotal,
      adjustments: [],
      promos: input.promos,
      coordinationFeePercent: input.coordinationFeePercent,
      hasPlusCost,
    }),
    plusCost,
    extraFee:
      extra != null && extra > 0
        ? { amount: cents(dollarsToCents(extra)), label: input.pricing?.extraFeeLabel || EXTRA_FEE_LABEL }
        : null,
  };
};
