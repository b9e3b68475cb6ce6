import type { Queryable } from '../../../server/db/database.js';

/**
 * Services, trips and items the tests choose in full, inserted beside the demo data: a
 * private chef priced at $900 a dinner plus $50 per guest.
 */
export const CHEF_PRICING = {
  configuration: [
    {
      objectId: 'ph-test',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: 'po-test',
              configs: [{ objectId: 'pc-test', fixedRate: 900, rate: 50, rateBasis: 'person' }],
            },
          ],
        },
      ],
    },
  ],
};

export const addService = async (
  db: Queryable,
  service: { id: string; marketId: string; isBookable?: boolean; dateFieldType?: string; active?: boolean },
) => {
  await db.query(
    `insert into services (id, market_id, service_key, name, site_section, date_field_type, time_zone_name,
                           is_bookable, active, pricing_config)
     values ($1, $2, 'private_chef', 'Test chef', 'catalog', $3, 'America/Denver', $4, $5, $6::jsonb)`,
    [
      service.id,
      service.marketId,
      service.dateFieldType ?? 'Date + Time',
      service.isBookable ?? true,
      service.active ?? true,
      JSON.stringify(CHEF_PRICING),
    ],
  );
};

export const addTrip = async (db: Queryable, trip: { id: string; userId: string; marketId: string }) => {
  await db.query(`insert into itineraries (id, user_id, market_id, name) values ($1, $2, $3, 'Test trip')`, [
    trip.id,
    trip.userId,
    trip.marketId,
  ]);
};

export const addServiceItem = async (
  db: Queryable,
  item: {
    id: string;
    itineraryId: string;
    serviceId: string;
    status?: string;
    quantity?: number;
    adjustments?: { adjustmentAmount: number }[];
  },
) => {
  const prices =
    item.quantity === undefined
      ? []
      : [
          {
            pricingHeaderId: 'ph-test',
            pricingOptionId: 'po-test',
            pricingConfigId: 'pc-test',
            quantity: item.quantity,
          },
        ];
  await db.query(
    `insert into itinerary_items (id, itinerary_id, service_id, status, item_price, adjustments, delete_reason)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      item.id,
      item.itineraryId,
      item.serviceId,
      item.status ?? 'draft',
      JSON.stringify(prices),
      JSON.stringify(item.adjustments ?? []),
      item.status === 'removed' ? 'Guest deleted' : null,
    ],
  );
};

export const addListingItem = async (
  db: Queryable,
  item: {
    id: string;
    itineraryId: string;
    listingId: string;
    checkIn?: string;
    checkOut?: string;
    adults?: number;
  },
) => {
  await db.query(
    `insert into itinerary_listing_items (id, itinerary_id, listing_id, check_in_date, check_out_date, adult_count)
     values ($1, $2, $3, $4::date, $5::date, $6)`,
    [
      item.id,
      item.itineraryId,
      item.listingId,
      item.checkIn ?? null,
      item.checkOut ?? null,
      item.adults ?? 2,
    ],
  );
};
