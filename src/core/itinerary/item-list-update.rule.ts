/**
 * An item update for an id the list does not hold appends the item (SPEC section 4): the
 * server may answer with an item the client has not loaded yet. A known id is replaced
 * in place, so the order on screen does not jump.
 */
export const upsertItem = <T extends { readonly id: string }>(items: readonly T[], item: T): T[] => {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return [...items, item];
  return items.map((existing, i) => (i === index ? item : existing));
};
