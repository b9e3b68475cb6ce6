import type {
  AddServiceBody,
  DeleteItemBody,
  FieldValueUpdate,
  ItemDatesBody,
  ItemPricingBody,
  ItineraryItemGateway,
  RedeemPromoCodesBody,
} from '../../core/itinerary/index.js';
import { DatesChange, ItineraryItem } from '../../core/itinerary/index.js';
import type { RestClient } from './rest-client.js';
import { Acknowledged } from './wire/acknowledged.wire.js';
import { FieldValueEntryList, type FieldValuesBody } from './wire/field-values.wire.js';
import { ItemPriceEntryList } from './wire/item-price-entries.wire.js';
import { PromoRedemptionResultList } from './wire/promo-redemption.wire.js';

const itemPath = (itineraryId: string, itemId: string, rest = '') =>
  `/api/itinerary/${encodeURIComponent(itineraryId)}/item/${encodeURIComponent(itemId)}${rest}`;

/**
 * The services on a trip. Failures keep the host's message (the client reads the body's
 * message), which the item operations show (docs/product/errors.md#item-operations).
 */
export class RestItineraryItemGateway implements ItineraryItemGateway {
  constructor(private readonly api: RestClient) {}

  updateItemFieldValues(itineraryId: string, itemId: string, updates: readonly FieldValueUpdate[]) {
    const body: FieldValuesBody = { updates };
    return this.api.put(itemPath(itineraryId, itemId, '/fieldValues'), FieldValueEntryList, { body });
  }

  saveItemPricing(itineraryId: string, itemId: string, body: ItemPricingBody) {
    return this.api.post(itemPath(itineraryId, itemId, '/pricing'), ItemPriceEntryList, { body });
  }

  changeItemDates(itineraryId: string, itemId: string, body: ItemDatesBody) {
    return this.api.post(itemPath(itineraryId, itemId, '/dates'), DatesChange, { body });
  }

  removeItem(itineraryId: string, itemId: string, body: DeleteItemBody) {
    return this.api.delete(itemPath(itineraryId, itemId), Acknowledged, { body });
  }

  addService(itineraryId: string, serviceId: string, body: AddServiceBody) {
    const path = `/api/itinerary/${encodeURIComponent(itineraryId)}/service/${encodeURIComponent(serviceId)}`;
    return this.api.post(path, ItineraryItem, { body });
  }

  redeemPromoCodes(itineraryId: string, itemId: string, body: RedeemPromoCodesBody) {
    // Note the plural: this call's path says items/, the others item/
    // (docs/product/calls.md#itinerary-item-calls).
    const path = `/api/itinerary/${encodeURIComponent(itineraryId)}/items/${encodeURIComponent(itemId)}/redeemed-promos`;
    return this.api.post(path, PromoRedemptionResultList, { body });
  }
}
