import type { FastifyInstance } from 'fastify';
import { requireSignedIn } from '../../auth/authenticate.js';
import { voidQuote } from '../../bookings/quote-void.js';
import { type StayPricingJson, stayPricingSchema } from '../../catalog/stay-pricing-schema.js';
import type { ServerConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { widenItineraryDates } from '../../trips/itinerary-dates.store.js';
import { assertCanEdit } from '../item-status-moves.js';
import { loadChangeableStay } from './changeable-stay.js';
import { HOLDS_NIGHTS } from './listing-instant-pricing.js';
import { setListingItemDates, setListingItemEstimate } from './listing-item-choice.store.js';
import { loadOwnedListingItem, partyOf, quotedStay } from './listing-item-record.js';
import {
  type ListingItemParams,
  listingItemParamsSchema,
  type StayDatesBody,
  stayDatesBodySchema,
} from './listing-item-schemas.js';
import { assertStayPossible, readStayDays } from './stay-rules.js';

export const ESTIMATE_OF_RESERVED_STAY =
  'This stay is reserved: its price was settled when it was reserved and no estimate can change it.';

/**
 * The estimate the app sends is the price it showed the guest, whatever it was: amounts up
 * to ten million dollars, always with its fee list (empty when there were none).
 */
const estimatedPricingSchema = { ...stayPricingSchema(10_000_000), required: ['pricingFees'] } as const;

type EstimatedPricing = StayPricingJson & Required<Pick<StayPricingJson, 'pricingFees'>>;

/**
 * A home's stay on a trip: its dates (checked against the home's calendar and terms, the trip
 * widened to hold them, docs/product/flows.md#itinerary-item-updates) and the price estimate
 * the guest saw for them.
 */
export const registerListingItemStayRoutes = (app: FastifyInstance, db: Database, config: ServerConfig) => {
  app.put<{ Params: ListingItemParams; Body: StayDatesBody }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId/dates',
    { schema: { params: listingItemParamsSchema, body: stayDatesBodySchema } },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      const stay = readStayDays(request.body.checkInDate, request.body.checkOutDate);
      await db.transaction(async (tx) => {
        const { item, home } = await loadChangeableStay(tx, itineraryId, listingItemId, user.id);
        await assertStayPossible(tx, home, stay, partyOf(item), config.now(), { calendar: true });
        await setListingItemDates(tx, item.id, stay);
        await widenItineraryDates(tx, itineraryId, stay.startDate, stay.endDate);
        // A quote priced the dates it was given for (docs/host/pricing-integrity.md).
        if (stay.startDate !== item.check_in_date || stay.endDate !== item.check_out_date)
          await voidQuote(tx, quotedStay(item), user.id);
      });
      return {
        startDate: stay.startDate,
        endDate: stay.endDate,
        isDateSelected: true,
        checkInDate: stay.startDate,
        checkOutDate: stay.endDate,
      };
    },
  );

  // The estimate is kept as the guest saw it, with the stay it was for: the guest's own note of
  // a price, never the concierge's quote nor what a reserve charges
  // (docs/host/pricing-integrity.md). A reserved item's price is settled: 409.
  app.put<{ Params: ListingItemParams; Body: StayDatesBody & { estimatedPricing: EstimatedPricing } }>(
    '/api/itinerary/:itineraryId/listing-item/:listingItemId/pricing-estimate',
    {
      schema: {
        params: listingItemParamsSchema,
        body: {
          type: 'object',
          required: [...stayDatesBodySchema.required, 'estimatedPricing'],
          properties: { ...stayDatesBodySchema.properties, estimatedPricing: estimatedPricingSchema },
        },
      },
    },
    async (request) => {
      const { user } = await requireSignedIn(db, request);
      const { itineraryId, listingItemId } = request.params;
      const stay = readStayDays(request.body.checkInDate, request.body.checkOutDate);
      const { pricingFees, totalBaseRate, taxes, securityDeposit } = request.body.estimatedPricing;
      const estimate = {
        pricingFees: pricingFees.map((fee) =>
          fee.name == null ? { amount: fee.amount } : { name: fee.name, amount: fee.amount },
        ),
        totalBaseRate: totalBaseRate ?? null,
        taxes: taxes ?? null,
        securityDeposit: securityDeposit ?? null,
        checkInDate: stay.startDate,
        checkOutDate: stay.endDate,
      };
      await db.transaction(async (tx) => {
        const { item } = await loadOwnedListingItem(tx, itineraryId, listingItemId, user.id, {
          forUpdate: true,
        });
        if (HOLDS_NIGHTS.includes(item.status)) throw new HttpError(409, ESTIMATE_OF_RESERVED_STAY);
        assertCanEdit(item.status);
        await setListingItemEstimate(tx, item.id, estimate);
      });
      return { estimatedItemPricing: estimate };
    },
  );
};
