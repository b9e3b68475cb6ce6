import type * as t from 'io-ts';
import { oneOf } from '../shared/index.js';

/**
 * Where a service is shown (docs/product/entities.md#service); only 'catalog' services are
 * text-indexed (docs/product/constants.md#category-ranking).
 */
export const SITE_SECTIONS = ['local_favorites', 'catalog'] as const;
export const SiteSection = oneOf(SITE_SECTIONS);
export type SiteSection = t.TypeOf<typeof SiteSection>;
