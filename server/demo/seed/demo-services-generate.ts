import { addDays } from '../../../src/core/shared/index.js';
import type { Landscape } from '../../db/rows/markets-destinations.js';
import { type DemoHome, vacationHomeServices } from './demo-services-homes.js';
import {
  type DemoPricing,
  scaledPrice,
  servicePricingConfig,
  startingFrom,
} from './demo-services-pricing.js';
import {
  type BlockedTimeSeedRow,
  type DemoServiceMarket,
  type DemoServices,
  demoServiceId,
  type ServiceSeedRow,
} from './demo-services-rows.js';
import { DEMO_SERVICE_TEMPLATES, type DemoServiceTemplate } from './demo-services-templates.data.js';
import { serviceCategoryId } from './demo-services-terms.data.js';
import { zonedInstant } from './demo-services-times.js';
import { createPrng, demoObjectId } from './prng.js';

const PRICE_FACTOR: Readonly<Record<Landscape, number>> = {
  mountain: 1.15,
  beach: 1,
  lake: 0.95,
  desert: 0.9,
};

const TESTIMONIALS = [
  'The highlight of our trip. We are already planning to book again next year.',
  'Effortless from start to finish; everyone in the family loved it.',
  'Worth every penny. Our concierge thought of everything.',
  'Five stars. Professional, warm and right on time.',
];

const cancellationFor = (hours: number) =>
  hours > 0
    ? `Free cancellation up to ${hours} hours before; after that the full price is charged.`
    : 'Nothing is charged; cancel any time.';

const priced = (pricing: DemoPricing, factor: number): DemoPricing => ({
  ...pricing,
  options: pricing.options.map((option) => ({ ...option, price: scaledPrice(option.price, factor) })),
});

const templateService = (
  market: DemoServiceMarket,
  template: DemoServiceTemplate,
  anchor: string,
): ServiceSeedRow => {
  const id = demoServiceId(market.slug, template.key);
  const prng = createPrng(`service:${market.slug}:${template.key}`);
  const pricing = priced(template.pricing, PRICE_FACTOR[market.landscape]);
  const zone = market.time_zone_name;
  const slots = (template.timeSlots ?? []).map(([start, end]) => ({
    start: zonedInstant(anchor, start, zone),
    end: zonedInstant(anchor, end, zone),
    isNoPreference: false,
  }));
  // The 'No preference' slot has no real times (time-slot.entity.ts): it spans the day.
  if (template.noPreference)
    slots.push({
      start: zonedInstant(anchor, '00:00', zone),
      end: zonedInstant(addDays(anchor, 1), '00:00', zone),
      isNoPreference: true,
    });
  const name = typeof template.name === 'string' ? template.name : template.name[market.landscape];
  return {
    id,
    market_id: market.id,
    service_key: template.key.replace(/-/g, '_'),
    name,
    description: template.description,
    site_section: template.siteSection,
    score: Math.round((3.6 + prng.next() * 1.4) * 10) / 10,
    is_bookable: template.isBookable ?? true,
    date_field_type: template.dateFieldType,
    time_zone_name: zone,
    listing_redirect_id: null,
    fields: [...template.fields],
    pricing_config: servicePricingConfig(template.key, pricing),
    descriptors: {
      tagline: template.tagline,
      startingFrom: startingFrom(pricing),
      duration: template.duration ?? null,
      coordinationFee: template.coordinationFee ?? null,
      bookingLeadTimeDuration: template.bookingLeadTimeHours * 60,
      cancellation: cancellationFor(template.bookingLeadTimeHours),
      testimonial: prng.pick(TESTIMONIALS),
      serviceDateName: template.serviceDateName,
      timeSlots: slots.length > 0 ? slots : null,
      timeSlotName: template.timeSlotName ?? null,
    },
    images: [1, 2].map((n) => `/media/services/${id}/${n}.svg`),
    season_months: template.seasonMonths?.[market.landscape]
      ? [...(template.seasonMonths[market.landscape] ?? [])]
      : null,
  };
};

/** Two whole local days off in the month after the seed day, for services that take days off. */
const blockedDays = (service: ServiceSeedRow, reason: string, anchor: string): BlockedTimeSeedRow[] => {
  const prng = createPrng(`service-blocks:${service.id}`);
  return [prng.int(3, 12), prng.int(14, 30)].map((offset, k) => {
    const day = addDays(anchor, offset);
    return {
      id: demoObjectId(`service-block:${service.id}:${k}`),
      service_id: service.id,
      starts_at: zonedInstant(day, '00:00', service.time_zone_name),
      ends_at: zonedInstant(addDays(day, 1), '00:00', service.time_zone_name),
      reason,
    };
  });
};

/**
 * Every demo service of one market: the templates, placed and priced for it, and the
 * vacation-home services pointing at its best homes (`homes`, best first).
 */
export const generateMarketServices = (
  market: DemoServiceMarket,
  homes: readonly DemoHome[],
  anchor: string,
): DemoServices => {
  const result: DemoServices = { services: [], links: [], blocked: [] };
  for (const template of DEMO_SERVICE_TEMPLATES) {
    const service = templateService(market, template, anchor);
    result.services.push(service);
    for (const slug of template.categories)
      result.links.push({ service_id: service.id, category_id: serviceCategoryId(slug) });
    if (template.blockedReason) result.blocked.push(...blockedDays(service, template.blockedReason, anchor));
  }
  const stays = vacationHomeServices(market, homes);
  result.services.push(...stays.services);
  result.links.push(...stays.links);
  return result;
};
