import { utcDay } from '../../src/core/shared/index.js';
import type { Queryable } from '../db/database.js';
import { HttpError } from '../http/http-error.js';
import { claimOfLead } from './guest-lead.js';
import {
  findTripMarket,
  insertItinerary,
  isHomeInMarket,
  linkLeadToItinerary,
  type TripMarket,
} from './itinerary.store.js';
import { requireIsoDate } from './trip-schemas.js';

/**
 * The body of POST /api/itinerary as the app sends it (core CreateItineraryBody): a market,
 * optionally a name, dates, a product line, the lead and property manager the guest came
 * through, and the home the trip is built around.
 */
export interface CreateItineraryBody {
  marketId: string;
  itineraryName?: string | null;
  arrivalDate?: string | null;
  departureDate?: string | null;
  productLine?: string | null;
  leadId?: string | null;
  pmId?: string | null;
  propertyId?: string | null;
}

const tripDays = (body: CreateItineraryBody): [string | null, string | null] => {
  const arrival = body.arrivalDate ? utcDay(requireIsoDate('arrivalDate', body.arrivalDate)) : undefined;
  const departure = body.departureDate
    ? utcDay(requireIsoDate('departureDate', body.departureDate))
    : undefined;
  if (!arrival !== !departure)
    throw new HttpError(400, 'arrivalDate and departureDate must be given together');
  if (arrival && departure && departure < arrival)
    throw new HttpError(400, 'departureDate must not be before arrivalDate');
  return [arrival ?? null, departure ?? null];
};

const findMarket = async (db: Queryable, marketId: string): Promise<TripMarket> => {
  const market = await findTripMarket(db, marketId);
  if (!market) throw new HttpError(400, `marketId names no market: ${marketId}`);
  return market;
};

const checkProperty = async (db: Queryable, propertyId: string, marketId: string): Promise<void> => {
  if (!(await isHomeInMarket(db, propertyId, marketId)))
    throw new HttpError(400, `propertyId names no home in this market: ${propertyId}`);
};

/**
 * Someone else's lead is left alone and the trip is made without it (guest-lead.ts); an
 * unknown id is a 400, as the app only sends ids the host gave it.
 */
const leadOfGuest = async (db: Queryable, leadId: string, userId: string): Promise<string | null> => {
  const claim = await claimOfLead(db, leadId, userId);
  if (!claim.exists) throw new HttpError(400, `leadId names no lead: ${leadId}`);
  return claim.theirs ? leadId : null;
};

/**
 * Creates the user's trip and answers its id. A lead the trip came through that has no trip
 * yet points at this one from now on, so the guest's next visit through the lead finds it.
 */
export const createItinerary = async (
  db: Queryable,
  userId: string,
  body: CreateItineraryBody,
): Promise<string> => {
  const market = await findMarket(db, body.marketId);
  const [arrival, departure] = tripDays(body);
  if (body.propertyId) await checkProperty(db, body.propertyId, market.id);
  const leadId = body.leadId ? await leadOfGuest(db, body.leadId, userId) : null;
  const id = await insertItinerary(db, {
    userId,
    marketId: market.id,
    name: body.itineraryName?.trim() || `${market.name} trip`,
    propertyListingId: body.propertyId ?? null,
    arrivalDate: arrival,
    departureDate: departure,
    productLine: body.productLine ?? market.default_product_line,
    leadId,
    pmId: body.pmId?.trim() || null,
  });
  if (leadId) await linkLeadToItinerary(db, leadId, id);
  return id;
};
