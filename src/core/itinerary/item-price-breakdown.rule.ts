import { type ListingPriceBreakdown, listingPriceBreakdown } from '../pricing/index.js';
import { listingItemPricing } from './item-price-parts.rule.js';
import type { ItineraryItem } from './itinerary-item.entity.js';
import type { ListingItem } from './listing-item.entity.js';
import { serviceItemBreakdown } from './service-item-breakdown.rule.js';

/**
 * An item's price, line by line, as its details show it: a service's from its priced entries,
 * a home's from its pricing over its stay (check-in and check-out, else its dates).
 */
export const itemPriceBreakdown = (
  item: { readonly service: ItineraryItem } | { readonly home: ListingItem },
): ListingPriceBreakdown | null => {
  if ('service' in item) return serviceItemBreakdown(item.service);
  const { home } = item;
  const pricing = listingItemPricing(home);
  if (!pricing) return null;
  const startDate = home.checkInDate ?? home.startDate;
  const endDate = home.checkOutDate ?? home.endDate;
  return listingPriceBreakdown({ pricing, stay: startDate && endDate ? { startDate, endDate } : null });
};
