/** SPEC 9: how many similar services are asked for (the `count` query of the similar call). */
export const SIMILAR_SERVICES_COUNT = 7;
