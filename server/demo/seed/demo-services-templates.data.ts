import type { DateFieldType, SiteSection } from '../../../src/core/service/index.js';
import type { Landscape } from '../../db/rows/markets-destinations.js';
import type { DemoPricing } from './demo-services-pricing.js';
import type { ServiceCategorySlug } from './demo-services-terms.data.js';

/**
 * The services every demo market offers, written once and placed in each market by
 * generate-demo-services.ts. Together they cover what docs/product/entities.md describes:
 * every pricing configuration (flat, per hour, day and person, fixed plus rate, several
 * options, plus-cost label, extra fee, coordination fee), every date field type, time slots,
 * and both site sections.
 */
/** A form field of a service (docs/product/entities.md#service: id, type; name is its label). */
export interface DemoField {
  id: string;
  type: 'text' | 'textarea' | 'number' | 'groceryList';
  name: string;
}

export interface DemoServiceTemplate {
  key: string;
  name: string | Readonly<Record<Landscape, string>>;
  description: string;
  tagline: string;
  categories: readonly ServiceCategorySlug[];
  siteSection: SiteSection;
  dateFieldType: DateFieldType;
  pricing: DemoPricing;
  /** Percent of the subtotal (docs/product/constants.md#price-totals). */
  coordinationFee?: number;
  /** Local times 'HH:mm'; a 'No preference' slot is added when noPreference is set. */
  timeSlots?: readonly (readonly [string, string])[];
  noPreference?: boolean;
  timeSlotName?: string;
  serviceDateName: string;
  fields: readonly DemoField[];
  duration?: string;
  bookingLeadTimeHours: number;
  /** Months (1-12) it runs, by landscape; all year where absent. */
  seasonMonths?: Partial<Readonly<Record<Landscape, readonly number[]>>>;
  isBookable?: boolean;
  /** Why the service is sometimes blocked on its calendar (a day off, maintenance). */
  blockedReason?: string;
}

const ALLERGIES: DemoField = { id: 'fld-allergies', type: 'text', name: 'Allergies or dietary needs' };
const GUESTS: DemoField = { id: 'fld-guests', type: 'number', name: 'Number of guests' };
const NOTES: DemoField = { id: 'fld-notes', type: 'textarea', name: 'Anything we should know?' };
const GROCERIES: DemoField = { id: 'fld-groceries', type: 'groceryList', name: 'Grocery list' };

const SUMMER = [5, 6, 7, 8, 9];
const WINTER = [12, 1, 2, 3, 4];

export const DEMO_SERVICE_TEMPLATES: readonly DemoServiceTemplate[] = [
  {
    key: 'private-chef-dinner',
    name: 'Private Chef Dinner',
    description:
      'A private chef plans the menu with you, shops, cooks and serves dinner in your home, then cleans up.',
    tagline: 'Restaurant-quality dining without leaving home',
    categories: ['private-chefs', 'concierge-picks'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Dinner',
      options: [
        { name: 'Dinner for up to 8', price: { fixedRate: 950, plusCostLabel: '+ cost of groceries' } },
      ],
    },
    coordinationFee: 10,
    timeSlots: [
      ['17:00', '20:00'],
      ['18:00', '21:00'],
      ['19:00', '22:00'],
    ],
    noPreference: true,
    timeSlotName: 'Dinner time',
    serviceDateName: 'Dinner date',
    fields: [ALLERGIES, GUESTS, GROCERIES],
    duration: '3 hours',
    bookingLeadTimeHours: 48,
    blockedReason: "Chef's day off",
  },
  {
    key: 'breakfast-chef',
    name: 'Breakfast Chef',
    description: 'A chef arrives each morning of your stay to cook a hot breakfast for the whole house.',
    tagline: 'Wake up to breakfast, every day of your stay',
    categories: ['private-chefs'],
    siteSection: 'local_favorites',
    dateFieldType: 'Date Range',
    pricing: {
      header: 'Breakfast service',
      options: [{ name: 'Daily breakfast', price: { rate: 400, rateBasis: 'day' } }],
    },
    coordinationFee: 10,
    timeSlots: [
      ['07:00', '10:00'],
      ['08:00', '11:00'],
    ],
    timeSlotName: 'Breakfast time',
    serviceDateName: 'Breakfast days',
    fields: [ALLERGIES, GUESTS],
    duration: '3 hours a day',
    bookingLeadTimeHours: 72,
  },
  {
    key: 'cooking-class',
    name: 'Hands-On Cooking Class',
    description: 'Learn three regional dishes from a local chef in your own kitchen; you eat what you cook.',
    tagline: 'Cook like a local',
    categories: ['private-chefs', 'kids-family'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: { header: 'Class', options: [{ name: 'Per cook', price: { rate: 125, rateBasis: 'person' } }] },
    timeSlots: [
      ['10:00', '13:00'],
      ['15:00', '18:00'],
    ],
    timeSlotName: 'Class time',
    serviceDateName: 'Class date',
    fields: [GUESTS, ALLERGIES],
    duration: '3 hours',
    bookingLeadTimeHours: 48,
  },
  {
    key: 'yacht-charter',
    name: {
      mountain: 'Lake Boat Charter',
      beach: 'Private Yacht Charter',
      lake: 'Private Yacht Charter',
      desert: 'Lake Cruiser Charter',
    },
    description:
      'A crewed boat for your party alone: captain, fuel-efficient cruising, drinks and snorkel or swim gear.',
    tagline: 'Your own boat, your own schedule',
    categories: ['yachts-boats', 'concierge-picks'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Charter',
      options: [{ name: 'By the hour (4 hour minimum)', price: { rate: 450, rateBasis: 'hour' } }],
      extraFee: { amount: 250, label: 'Fuel surcharge' },
    },
    coordinationFee: 12,
    timeSlots: [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ],
    noPreference: true,
    timeSlotName: 'Departure',
    serviceDateName: 'Charter date',
    fields: [GUESTS, NOTES],
    duration: '4 to 8 hours',
    bookingLeadTimeHours: 72,
    seasonMonths: { mountain: SUMMER, lake: SUMMER },
    blockedReason: 'Scheduled maintenance',
  },
  {
    key: 'sunset-cruise',
    name: 'Sunset Cruise',
    description: 'Two hours on the water at golden hour, on a shared boat or one of your own.',
    tagline: 'End the day on the water',
    categories: ['yachts-boats', 'tours'],
    siteSection: 'catalog',
    dateFieldType: 'Date Only',
    pricing: {
      header: 'Cruise',
      options: [
        { name: 'Shared boat', price: { rate: 95, rateBasis: 'person' } },
        { name: 'Private boat', price: { fixedRate: 1200 } },
      ],
    },
    serviceDateName: 'Cruise date',
    fields: [GUESTS],
    duration: '2 hours',
    bookingLeadTimeHours: 24,
    seasonMonths: { mountain: SUMMER, lake: SUMMER },
  },
  {
    key: 'in-home-massage',
    name: 'In-Home Massage',
    description: 'A licensed therapist brings the table, linens and oils; couples massages on request.',
    tagline: 'The spa comes to you',
    categories: ['spa-wellness'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Massage',
      options: [
        { name: '60 minutes', price: { fixedRate: 180, plusCostLabel: '+ gratuity' } },
        { name: '90 minutes', price: { fixedRate: 250, plusCostLabel: '+ gratuity' } },
      ],
    },
    coordinationFee: 10,
    timeSlots: [
      ['10:00', '12:00'],
      ['14:00', '16:00'],
      ['17:00', '19:00'],
    ],
    noPreference: true,
    timeSlotName: 'Appointment time',
    serviceDateName: 'Appointment date',
    fields: [NOTES],
    duration: '60 or 90 minutes',
    bookingLeadTimeHours: 24,
  },
  {
    key: 'private-yoga',
    name: 'Private Yoga Session',
    description: 'A private class for every level, indoors or out, mats and blocks brought along.',
    tagline: 'Stretch, breathe, unwind',
    categories: ['spa-wellness', 'kids-family'],
    siteSection: 'local_favorites',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Session',
      options: [{ name: 'By the hour', price: { rate: 120, rateBasis: 'hour' } }],
    },
    timeSlots: [
      ['07:00', '08:00'],
      ['09:00', '10:00'],
      ['17:00', '18:00'],
    ],
    timeSlotName: 'Session time',
    serviceDateName: 'Session date',
    fields: [GUESTS],
    duration: '1 hour or more',
    bookingLeadTimeHours: 24,
  },
  {
    key: 'guided-tour',
    name: {
      mountain: 'Guided Snowshoe Tour',
      beach: 'Dolphin Watching Tour',
      lake: 'Guided Kayak Tour',
      desert: 'Jeep Canyon Tour',
    },
    description: 'A local guide shows your group the places visitors miss, gear and snacks included.',
    tagline: 'See it with someone who knows it',
    categories: ['tours', 'adventure'],
    siteSection: 'catalog',
    dateFieldType: 'Date Only',
    pricing: {
      header: 'Tour',
      options: [{ name: 'Private group', price: { fixedRate: 150, rate: 60, rateBasis: 'person' } }],
    },
    serviceDateName: 'Tour date',
    fields: [GUESTS, NOTES],
    duration: 'Half a day',
    bookingLeadTimeHours: 24,
  },
  {
    key: 'seasonal-lessons',
    name: {
      mountain: 'Private Ski Lessons',
      beach: 'Surf Lessons',
      lake: 'Paddleboard Lessons',
      desert: 'Rock Climbing Lessons',
    },
    description: 'One-on-one or family lessons with a certified instructor, all equipment included.',
    tagline: 'Learn from the best on the mountain, the water or the rock',
    categories: ['adventure', 'kids-family'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Lesson',
      options: [{ name: 'By the hour', price: { rate: 220, rateBasis: 'hour' } }],
    },
    timeSlots: [
      ['09:00', '12:00'],
      ['13:00', '16:00'],
    ],
    timeSlotName: 'Lesson time',
    serviceDateName: 'Lesson date',
    fields: [GUESTS, NOTES],
    duration: '3 hours',
    bookingLeadTimeHours: 48,
    seasonMonths: {
      mountain: WINTER,
      beach: [4, 5, 6, 7, 8, 9, 10],
      lake: SUMMER,
      desert: [10, 11, 12, 1, 2, 3, 4],
    },
  },
  {
    key: 'airport-transfer',
    name: 'Airport Car Service',
    description: 'A driver meets you at arrivals with your name on a sign and takes you to the door.',
    tagline: 'Arrive relaxed',
    categories: ['transportation'],
    siteSection: 'catalog',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Transfer',
      options: [
        { name: 'Luxury SUV (up to 6)', price: { fixedRate: 175 } },
        { name: 'Sprinter van (up to 12)', price: { fixedRate: 295 } },
      ],
    },
    serviceDateName: 'Pickup date and time',
    fields: [GUESTS, { id: 'fld-flight', type: 'text', name: 'Flight number' }],
    duration: 'One way',
    bookingLeadTimeHours: 24,
  },
  {
    key: 'suv-rental',
    name: 'Luxury SUV Rental',
    description: 'A four-wheel-drive SUV delivered to your home, with car seats and racks on request.',
    tagline: 'Keys at your door',
    categories: ['transportation'],
    siteSection: 'local_favorites',
    dateFieldType: 'Date Range',
    pricing: {
      header: 'Rental',
      options: [{ name: 'By the day', price: { rate: 275, rateBasis: 'day' } }],
      extraFee: { amount: 150, label: 'Delivery and pickup' },
    },
    serviceDateName: 'Rental dates',
    fields: [NOTES],
    duration: 'Any number of days',
    bookingLeadTimeHours: 48,
  },
  {
    key: 'grocery-stocking',
    name: 'Grocery Pre-Stocking',
    description: 'Your fridge and pantry filled before you arrive, from the list you choose.',
    tagline: 'Arrive to a stocked kitchen',
    categories: ['groceries', 'concierge-picks'],
    siteSection: 'catalog',
    dateFieldType: 'Date Only',
    pricing: {
      header: 'Stocking',
      options: [
        { name: 'Shopping and delivery', price: { fixedRate: 95, plusCostLabel: '+ cost of groceries' } },
      ],
    },
    coordinationFee: 15,
    serviceDateName: 'Delivery date',
    fields: [GROCERIES, NOTES],
    bookingLeadTimeHours: 48,
  },
  {
    key: 'babysitting',
    name: 'Babysitting',
    description: 'Vetted, CPR-certified sitters for an evening out or a day on the slopes.',
    tagline: 'A night out, worry free',
    categories: ['kids-family'],
    siteSection: 'local_favorites',
    dateFieldType: 'Date + Time',
    pricing: {
      header: 'Sitting',
      options: [{ name: 'By the hour', price: { rate: 35, rateBasis: 'hour' } }],
    },
    timeSlots: [
      ['09:00', '13:00'],
      ['18:00', '23:00'],
    ],
    noPreference: true,
    timeSlotName: 'Hours',
    serviceDateName: 'Date',
    fields: [{ id: 'fld-children', type: 'text', name: "Children's ages" }, NOTES],
    bookingLeadTimeHours: 24,
  },
  {
    key: 'dining-picks',
    name: 'Restaurant Recommendations',
    description: "Our concierge's favourite tables in town; we book them for you by phone.",
    tagline: 'Where the locals eat',
    categories: ['tours'],
    siteSection: 'local_favorites',
    dateFieldType: 'Date Only',
    pricing: {
      header: 'Reservation',
      options: [{ name: 'Booked by your concierge', price: { fixedRate: 0 } }],
    },
    serviceDateName: 'Dinner date',
    fields: [GUESTS],
    bookingLeadTimeHours: 0,
    isBookable: false,
  },
];
