/**
 * How many similar services are asked for (the `count` query of the similar call;
 * docs/product/constants.md#business-constants).
 */
export const SIMILAR_SERVICES_COUNT = 7;
