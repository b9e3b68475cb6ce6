import type { GroceryItem, ItemField } from '../service/index.js';
import { groceryCounts, groceryFromWords } from './grocery-quantities.rule.js';

/** The field type of a grocery list (docs/product/validation.md#service-pricing-and-fields). */
export const GROCERY_LIST_FIELD = 'groceryList';

/** One line of a grocery list: the grocery's name, how many, and, when the catalogue says, its aisle. */
export interface GroceryLine {
  readonly name: string;
  readonly category: string | null;
  readonly quantity: number;
}

const idsOf = (field: ItemField): readonly string[] => {
  const content = field.value?.content;
  return Array.isArray(content) ? content.filter((id): id is string => typeof id === 'string') : [];
};

/**
 * An item's grocery list: its grocery-list fields' items, named from the grocery catalogue,
 * an item named n times being n of it (grocery-quantities.rule).
 * Without the catalogue (or for an item it no longer lists) the names the answer was shown
 * with (`displayValue`, comma-separated) stand in. Empty when the item has no list or the
 * list has nothing on it: such a field is not shown.
 */
export const groceryListOf = (
  fields: readonly ItemField[],
  catalogue: readonly GroceryItem[] | null,
): readonly GroceryLine[] => {
  const byId = new Map((catalogue ?? []).map((item) => [item.objectId, item]));
  return fields
    .filter((field) => field.type === GROCERY_LIST_FIELD)
    .flatMap((field): GroceryLine[] => {
      const counts = groceryCounts(idsOf(field));
      const known = [...counts].flatMap(([id, quantity]) => {
        const item = byId.get(id);
        return item ? [{ name: item.name, category: item.category ?? null, quantity }] : [];
      });
      if (known.length > 0 && known.length === counts.size) return known;
      const shown = (field.displayValue ?? '')
        .split(',')
        .map((words) => words.trim())
        .filter(Boolean);
      return shown.length > 0
        ? shown.map((words) => ({ ...groceryFromWords(words), category: null }))
        : known;
    });
};
