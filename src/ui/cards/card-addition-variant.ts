/**
 * Which card screen /card-addition shows (docs/product/routes.md#card-addition; the reasons
 * are in docs/architecture/decisions.md): a `token` in the query is the concierge's link, the
 * card-addition-by-token page; an `itineraryId` alone is the signed-in guest's 'Add A Card'
 * screen for that trip. Anything else is the token page without a token, which
 * docs/product/flows.md#card-token-flow shows as 'Token Invalid'.
 */
export type CardAdditionVariant =
  | { readonly kind: 'token'; readonly token: string | null }
  | { readonly kind: 'standalone'; readonly itineraryId: string };

export const cardAdditionVariant = (query: URLSearchParams): CardAdditionVariant => {
  const token = query.get('token');
  const itineraryId = query.get('itineraryId')?.trim();
  if (token === null && itineraryId) return { kind: 'standalone', itineraryId };
  return { kind: 'token', token: token || null };
};
