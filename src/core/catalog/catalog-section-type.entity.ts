import * as t from 'io-ts';

/** How a catalog section groups homes (docs/product/entities.md#service: destination=1, category=2). */
export const CATALOG_SECTION_TYPES = { destination: 1, category: 2 } as const;

type CatalogSectionTypeValue = (typeof CATALOG_SECTION_TYPES)[keyof typeof CATALOG_SECTION_TYPES];

const isSectionType = (u: unknown): u is CatalogSectionTypeValue => u === 1 || u === 2;

// Hand-written rather than a union of literals, whose numbered branches would clutter paths.
export const CatalogSectionType = new t.Type<CatalogSectionTypeValue, CatalogSectionTypeValue, unknown>(
  'CatalogSectionType (1 = destination | 2 = category)',
  isSectionType,
  (u, c) => (isSectionType(u) ? t.success(u) : t.failure(u, c)),
  (a) => a,
);
export type CatalogSectionType = t.TypeOf<typeof CatalogSectionType>;
