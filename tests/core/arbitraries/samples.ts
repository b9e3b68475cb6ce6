/**
 * Realistic responses as the REST host sends them (docs/product/entities.md and
 * docs/product/calls.md), shared by the entity tests. Plain JSON on purpose: they stand for
 * the wire, not for decoded values.
 */

export const marketSample = {
  objectId: 'mkt_vail',
  name: 'Vail',
  defaultProductLine: 'Concierge',
  product_lines: {
    concierge: { email: 'vail@concierge.example', phone: '+1 970 555 0100' },
    'capital one premier': { email: 'premier-vail@concierge.example' },
  },
  aliases: ['Vail Valley', 'Beaver Creek'],
  activeMarket: true,
};

export const listingSample = {
  objectId: 'lst_aspen_lodge',
  name: 'Aspen Ridge Lodge',
  primaryDestination: { name: 'Vail', objectId: 'dst_vail' },
  primaryDestinationName: 'Vail',
  bookingSetting: 'Streamline Instant Booking',
  pricingSetting: 'Streamline Instant Pricing',
  images: ['https://img.example/aspen/1.jpg'],
  bedrooms: 5,
  bathrooms: 4.5,
  latLngLocation: { lat: 39.6403, lng: -106.3742 },
};

export const itinerarySummarySample = {
  objectId: 'itn_42',
  itineraryName: 'Vail ski week',
  market: marketSample,
  user: { objectId: 'usr_7', fullName: 'Ada Guest' },
  property: listingSample,
  arrivalDate: { __type: 'Date', iso: '2026-02-07T00:00:00.000Z' },
  departureDate: { __type: 'Date', iso: '2026-02-14T00:00:00.000Z' },
};

export const servicePricingConfigSample = {
  extraFee: 50,
  extraFeeLabel: 'Travel fee',
  configuration: [
    {
      objectId: 'pcf_chef',
      name: 'Private chef',
      fixedRate: null,
      rate: 150,
      rateBasis: 'hour',
      plusCostLabel: null,
      configuration: [
        {
          pricingOptions: [
            {
              objectId: 'opt_half_day',
              name: 'Half day',
              configs: [{ objectId: 'cfg_hourly', rate: 150, rateBasis: 'hour', fixedRate: null }],
            },
            {
              objectId: 'opt_dinner',
              name: 'Dinner',
              configs: [
                {
                  objectId: 'cfg_flat',
                  fixedRate: 900,
                  rate: null,
                  rateBasis: null,
                  plusCostLabel: 'groceries',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const itineraryItemSample = {
  id: 'itm_chef_1',
  serviceId: 'svc_private_chef',
  status: 'quoted',
  startDate: '2026-02-09T18:00:00.000Z',
  endDate: '2026-02-09T21:00:00.000Z',
  isDateSelected: true,
  selectedTimeSlot: {
    start: '2026-02-09T18:00:00.000Z',
    end: '2026-02-09T21:00:00.000Z',
    isNoPreference: false,
  },
  fields: [
    {
      id: 'fld_allergies',
      type: 'text',
      name: 'Allergies',
      displayValue: 'Peanuts',
      value: { content: 'Peanuts', type: 'text' },
    },
    { id: 'fld_groceries', type: 'grocery_list', displayValue: null, value: { content: ['grc_eggs'] } },
  ],
  pricing: {
    itemId: 'itm_chef_1',
    itemTotal: 1125.5,
    itemPrice: [
      {
        pricingHeaderId: 'pcf_chef',
        pricingOptionId: 'opt_dinner',
        pricingConfigId: 'cfg_flat',
        quantity: 1,
        total: 900,
      },
    ],
    adjustments: [{ adjustmentAmount: -25, adjustmentReason: 'Loyalty' }],
  },
  promoCodes: [
    { objectId: 'prm_ski10', name: 'SKI10', kind: 'percent', amount: 10, itemType: 'Services + Experiences' },
  ],
  itinerary: itinerarySummarySample,
  backgroundImageUrl: 'https://img.example/chef.jpg',
  serviceIsBookable: true,
  serviceSiteSection: 'catalog',
  bookingLeadTimeDuration: 2880,
  cancellation: 'Free cancellation up to 48 hours before.',
  coordinationFee: 15,
  description: 'A private chef cooks dinner in your home.',
  duration: '3 hours',
  guestRequirements: 'A working kitchen',
  images: ['https://img.example/chef/1.jpg'],
  included: 'Menu planning, cooking, clean-up',
  messages: ['Your chef will call the day before.'],
  name: 'Private Chef Dinner',
  notes: null,
  notesFromConcierge: 'Chef Marco is booked for you.',
  serviceDateName: 'Dinner date',
  servicePricingConfig: servicePricingConfigSample,
  startingFrom: 600,
  tagline: 'Dine in, in style',
  testimonial: '“Best meal of the trip.”',
  timeSlots: [
    { start: '2026-02-09T18:00:00.000Z', end: '2026-02-09T21:00:00.000Z' },
    { start: '', end: '', isNoPreference: true },
  ],
  timeSlotName: 'Arrival time',
  timeZoneName: 'America/Denver',
  dateFieldType: 'Date + Time',
  serviceKey: 'private_chef',
};

export const listingItemSample = {
  objectId: 'lit_9',
  status: 'in_progress',
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  isDateSelected: true,
  checkInDate: '2026-02-07',
  checkOutDate: '2026-02-14',
  adultCount: 4,
  childCount: 2,
  infantCount: 0,
  petCount: 1,
  estimatedItemPricing: {
    totalBaseRate: 8400,
    pricingFees: [{ name: 'Cleaning', amount: 450 }],
    taxes: 1032.75,
    securityDeposit: 1500,
  },
  instantPricing: { reliability: 'exact', averageBaseRateDescription: '$1,200 / night', errorMessage: null },
  instantPriceFailed: false,
  fields: [],
  itinerary: itinerarySummarySample,
  listing: listingSample,
};

export const serviceSample = {
  id: 'svc_private_chef',
  name: 'Private Chef Dinner',
  description: 'A private chef cooks dinner in your home.',
  categories: [
    { id: 'cat_dining', name: 'Dining', isHidden: false, promotionScore: 3 },
    { id: 'cat_internal', name: 'Internal', isHidden: true },
  ],
  score: 4.7,
  siteSection: 'catalog',
  fields: [{ id: 'fld_allergies', type: 'text', name: 'Allergies' }],
  listingRedirectId: null,
  servicePricingConfig: servicePricingConfigSample,
  dateFieldType: 'Date + Time',
  timeZoneName: 'America/Denver',
  serviceKey: 'private_chef',
  images: ['https://img.example/chef/1.jpg'],
};

export const serverLeadSample = {
  objectId: 'lead_1',
  salesforce_id: '00Q5e00000AbCdE',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Guest',
  itineraryId: 'itn_42',
  itinerary_end_date: { __type: 'Date', iso: '2026-02-14T00:00:00.000Z' },
  product_line: 'concierge',
  property_management: { name: 'Summit Stays', logo: 'https://img.example/summit.png' },
  salesforce_source: { itinerary_start_date: '2026-02-07', itinerary_end_date: '2026-02-14' },
};

/**
 * The client lead that toClientLead makes of serverLeadSample (the app's lead of
 * docs/product/entities.md#lead), as the booking state stores it.
 */
export const clientLeadSample = {
  sfId: '00Q5e00000AbCdE',
  leadId: 'lead_1',
  email: 'ada@example.com',
  startDate: '2026-02-07',
  endDate: '2026-02-14',
  firstName: 'Ada',
  lastName: 'Guest',
  itineraryId: 'itn_42',
  itineraryIsActive: true,
  productLine: 'Concierge',
  pm: { name: 'Summit Stays', logo: 'https://img.example/summit.png' },
};
