/**
 * An item update for an id the list does not hold appends the item
 * (docs/product/flows.md#itinerary-item-updates): the server may answer with an item the client has
 * not loaded yet. A known id is replaced in place, so the order on screen does not jump.
 */
export const upsertBy =
  <T>(idOf: (item: T) => string) =>
  (items: readonly T[], item: T): T[] => {
    const id = idOf(item);
    const index = items.findIndex((existing) => idOf(existing) === id);
    if (index === -1) return [...items, item];
    return items.map((existing, i) => (i === index ? item : existing));
  };

/** upsertBy for items that carry their id as `id` (itinerary items). */
export const upsertItem = <T extends { readonly id: string }>(items: readonly T[], item: T): T[] =>
  upsertBy<T>((entry) => entry.id)(items, item);
