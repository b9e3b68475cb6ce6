import { pricingOptionsOf } from '../../../src/core/pricing/index.js';
import type { Queryable } from '../../db/database.js';
import type { StoredPriceEntry } from '../../db/rows/trips.js';
import {
  serviceFieldsOf,
  servicePricingConfigOf,
} from '../../itinerary-items/service-items/service-descriptors-json.js';
import {
  type PriceEntryInput,
  priceEntries,
} from '../../itinerary-items/service-items/service-price-entries.js';
import { DEMO_ANSWERS } from './demo-trips.data.js';
import { firstThreeGroceryItems } from './trip-items.store.js';

/** What the demo trips' service items are filled in with: a price, and answers to their fields. */

/** The first price the service offers, for the quantity a party of four would take. */
export const firstPrice = (pricingConfig: unknown): StoredPriceEntry[] => {
  const header = servicePricingConfigOf(pricingConfig)?.configuration[0];
  const option = header ? pricingOptionsOf(header)[0] : undefined;
  const config = option?.configs[0];
  if (!header || !option || !config) return [];
  const entry: PriceEntryInput = {
    pricingHeaderId: header.objectId,
    pricingOptionId: option.objectId,
    pricingConfigId: config.objectId,
    quantity: config.rate != null || header.rate != null ? 4 : 1,
  };
  return priceEntries(pricingConfig, [entry]);
};

/** Answers to every field the demo knows how to answer; a grocery list gets three staples. */
export const demoAnswers = async (db: Queryable, fields: unknown) => {
  const groceries = await firstThreeGroceryItems(db);
  const values: Record<string, unknown> = {};
  for (const field of serviceFieldsOf(fields)) {
    const answer = DEMO_ANSWERS[field.type];
    if (answer)
      values[field.id] = {
        displayValue: answer.displayValue,
        value: { content: answer.content, type: field.type },
      };
    else if (field.type === 'groceryList' && groceries.length > 0)
      values[field.id] = {
        displayValue: groceries.map((item) => item.name).join(', '),
        value: { content: groceries.map((item) => item.id), type: field.type },
      };
  }
  return values;
};
