/**
 * Ids in paths and bodies: objectIds, or the readable ids of the demo data and the pact
 * (it-demo): letters, digits, '-' and '_'. One pattern, so every route refuses the same
 * (400 naming the field). Payment provider ids are longer: see payments/card-schemas.ts.
 */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const ID_SCHEMA = { type: 'string', pattern: ID_PATTERN } as const;

export const NULLABLE_ID_SCHEMA = { type: ['string', 'null'], pattern: ID_PATTERN } as const;
