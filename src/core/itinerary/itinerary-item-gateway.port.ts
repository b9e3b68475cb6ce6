import type * as E from 'fp-ts/lib/Either.js';
import type { ItemPriceEntry } from '../pricing/index.js';
import type { PromoRedemptionResult } from '../promo/index.js';
import type { TimeSlot } from '../service/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { DatesChange } from './dates-change.entity.js';
import type { FieldValueEntry, FieldValueUpdate } from './field-value.entity.js';
import type { ItineraryItem } from './itinerary-item.entity.js';

export interface ItemPricingBody {
  readonly pricing: readonly ItemPriceEntry[];
}

export interface ItemDatesBody {
  readonly startDate: string;
  readonly endDate: string;
}

/**
 * Deletions are recorded with a reason (GUEST_DELETE_REASON for the guest's own;
 * docs/product/roles.md#item-deletion).
 */
export interface DeleteItemBody {
  readonly deleteReason: string;
}

/** referringService is the service whose page suggested this one. */
export interface AddServiceBody {
  readonly itemStartDate: string | null;
  readonly itemEndDate: string | null;
  readonly recommendationType: string | null;
  readonly referringService: string | null;
  readonly itemTimeSlot: TimeSlot | null;
}

export interface RedeemPromoCodesBody {
  readonly promoCodeIds: readonly string[];
}

/**
 * A service on a trip (an itinerary item). Failures carry the host's message, which the
 * item operations show (docs/product/errors.md#item-operations).
 */
export interface ItineraryItemGateway {
  /** Saves the guest's answers to the item's fields: answers the entries as stored. */
  updateItemFieldValues(
    itineraryId: string,
    itemId: string,
    updates: readonly FieldValueUpdate[],
  ): Promise<E.Either<AppError, readonly FieldValueEntry[]>>;
  /** Saves the item's price entries: answers them as stored. */
  saveItemPricing(
    itineraryId: string,
    itemId: string,
    body: ItemPricingBody,
  ): Promise<E.Either<AppError, readonly ItemPriceEntry[]>>;
  /** Changes the item's dates: answers the dates as stored. */
  changeItemDates(
    itineraryId: string,
    itemId: string,
    body: ItemDatesBody,
  ): Promise<E.Either<AppError, DatesChange>>;
  /** Removes the item from the trip, with the reason. */
  removeItem(itineraryId: string, itemId: string, body: DeleteItemBody): Promise<E.Either<AppError, void>>;
  /** Adds a service to the trip as a new item. */
  addService(
    itineraryId: string,
    serviceId: string,
    body: AddServiceBody,
  ): Promise<E.Either<AppError, ItineraryItem>>;
  /** Redeems promo codes on the item: one result per code. */
  redeemPromoCodes(
    itineraryId: string,
    itemId: string,
    body: RedeemPromoCodesBody,
  ): Promise<E.Either<AppError, readonly PromoRedemptionResult[]>>;
}
export const ItineraryItemGateway = token<ItineraryItemGateway>('ItineraryItemGateway');
