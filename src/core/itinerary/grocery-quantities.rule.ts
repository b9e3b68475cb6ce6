import type { GroceryItem } from '../service/index.js';

/**
 * How many of each grocery a list asks for. A grocery-list answer keeps the chosen items'
 * ids (docs/product/validation.md#service-pricing-and-fields); an id named n times is n of
 * that grocery, so a quantity travels in the answer the host already takes and stores.
 */
export const MAX_GROCERY_QUANTITY = 24;

/** The aisle a grocery without a category is shelved in. */
export const OTHER_AISLE = 'Other';

/** Each id's count, in the order the ids first appear. */
export const groceryCounts = (ids: readonly string[]): ReadonlyMap<string, number> => {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
};

/**
 * The list with `id` set to `quantity` (0 takes it off, more than MAX_GROCERY_QUANTITY is
 * held at it); every other item keeps its place and count, a new item goes last.
 */
export const withGroceryQuantity = (ids: readonly string[], id: string, quantity: number): string[] => {
  const wanted = Math.max(
    0,
    Math.min(MAX_GROCERY_QUANTITY, Math.floor(Number.isFinite(quantity) ? quantity : 0)),
  );
  const counts = new Map(groceryCounts(ids));
  if (wanted === 0) counts.delete(id);
  else counts.set(id, wanted);
  return [...counts].flatMap(([key, count]) => Array.from({ length: count }, () => key));
};

/** 'Free-range eggs' for one, 'Free-range eggs × 2' for more: the words a list shows. */
export const groceryWords = (name: string, quantity: number): string =>
  quantity > 1 ? `${name} × ${quantity}` : name;

/** Reads back groceryWords: the name and the quantity (1 when none is said). */
export const groceryFromWords = (words: string): { name: string; quantity: number } => {
  const match = /^(.*\S)\s+×\s*(\d{1,3})$/.exec(words.trim());
  return match ? { name: match[1] ?? '', quantity: Number(match[2]) } : { name: words.trim(), quantity: 1 };
};

export interface GroceryAisle<T> {
  readonly aisle: string;
  readonly items: readonly T[];
}

/**
 * Groceries shelved by their category, aisles in alphabetical order with OTHER_AISLE last,
 * each aisle's items in alphabetical order.
 */
export const groceryAisles = <T extends Pick<GroceryItem, 'name'> & { category?: string | null }>(
  items: readonly T[],
): GroceryAisle<T>[] => {
  const aisles = new Map<string, T[]>();
  for (const item of items) {
    const aisle = item.category?.trim() || OTHER_AISLE;
    aisles.set(aisle, [...(aisles.get(aisle) ?? []), item]);
  }
  return [...aisles]
    .sort(([a], [b]) => (a === OTHER_AISLE ? 1 : b === OTHER_AISLE ? -1 : a.localeCompare(b)))
    .map(([aisle, shelved]) => ({
      aisle,
      items: [...shelved].sort((a, b) => a.name.localeCompare(b.name)),
    }));
};
