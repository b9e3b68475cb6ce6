import type * as t from 'io-ts';
import { isOneOf, oneOf } from '../shared/index.js';

/** Service keys that stand for a place to stay rather than an activity (docs/product/entities.md#service). */
export const VACATION_HOME_SERVICE_KEYS = ['property_rental', 'yacht_rental', 'hotel_rental'] as const;
export const VacationHomeServiceKey = oneOf(VACATION_HOME_SERVICE_KEYS);
export type VacationHomeServiceKey = t.TypeOf<typeof VacationHomeServiceKey>;

/** Service keys are open-ended strings; this tells whether one names a vacation home. */
export const isVacationHomeServiceKey: (key: string | null | undefined) => key is VacationHomeServiceKey =
  isOneOf(VACATION_HOME_SERVICE_KEYS);
