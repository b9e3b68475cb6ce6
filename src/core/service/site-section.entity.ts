import type * as t from 'io-ts';
import { oneOf } from '../shared/one-of.js';

/** Where a service is shown (SPEC 3); only 'catalog' services are text-indexed (SPEC 9). */
export const SITE_SECTIONS = ['local_favorites', 'catalog'] as const;
export const SiteSection = oneOf(SITE_SECTIONS);
export type SiteSection = t.TypeOf<typeof SiteSection>;
