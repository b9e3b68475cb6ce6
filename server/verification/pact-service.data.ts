/**
 * The pact's private chef as the states write it (service-fixtures.store.ts): the ids of its
 * text field and its price, handed back to the pact, and its fields, pricing and descriptors.
 */

/** The service's text field (STATES.serviceField) and its price ids (STATES.servicePricing), handed back. */
export const PACT_SERVICE_FIELD_ID = 'fld-allergies';
export const PACT_PRICING = {
  pricingHeaderId: 'ph-chef',
  pricingOptionId: 'po-dinner',
  pricingConfigId: 'pc-flat',
} as const;

/**
 * The zone the pact's services keep their clock in. The pact's dinners are 18:00 to 21:00 UTC
 * on any day (pact-stays.ts) and the host takes only a start that is one of the service's slots
 * (service-date-rules.ts): in the market's own zone (America/Denver) 18:00 UTC is 11:00 in
 * winter but 12:00 from March to November, so a slot there would match the pact's dinner only
 * on some days of the year. In UTC the 18:00 slot is the dinner's time on every day.
 */
export const PACT_SERVICE_TIME_ZONE = 'UTC';

/** A private chef priced flat per dinner: the text field and price ids the pact uses. */
export const pactFields = [
  { id: PACT_SERVICE_FIELD_ID, type: 'text', name: 'Allergies' },
  { id: 'f-guests', type: 'number', name: 'Number of guests' },
];

export const pactPricingConfig = {
  extraFee: null,
  extraFeeLabel: null,
  configuration: [
    {
      objectId: PACT_PRICING.pricingHeaderId,
      name: 'Dinner',
      configuration: [
        {
          pricingOptions: [
            {
              objectId: PACT_PRICING.pricingOptionId,
              name: 'Dinner for the party',
              configs: [
                { objectId: PACT_PRICING.pricingConfigId, fixedRate: 900, rate: null, rateBasis: null },
              ],
            },
          ],
        },
      ],
    },
  ],
};

export const pactDescriptors = {
  tagline: 'A chef cooks dinner in your home',
  startingFrom: 350,
  duration: '3 hours',
  coordinationFee: 10,
  bookingLeadTimeDuration: 2880,
  // Instants whose wall-clock time in the service's zone (UTC, PACT_SERVICE_TIME_ZONE) is the
  // slot: 18:00 to 21:00, the pact's dinners, and the 'No preference' slot spanning the day.
  timeSlots: [
    { start: '2031-02-09T18:00:00.000Z', end: '2031-02-09T21:00:00.000Z', isNoPreference: false },
    { start: '2031-02-09T00:00:00.000Z', end: '2031-02-10T00:00:00.000Z', isNoPreference: true },
  ],
  timeSlotName: 'Dinner time',
  serviceDateName: 'Dinner date',
  cancellation: 'Free cancellation up to 48 hours before.',
};
