import { demoObjectId } from './prng.js';

/**
 * The demo service categories (docs/product/entities.md#service: id, name, isHidden,
 * promotionScore) and grocery items (GET /api/grocery-items,
 * docs/product/calls.md#services-and-misc). Hand-written: guests read these names.
 */
export interface DemoServiceCategory {
  slug: string;
  name: string;
  isHidden: boolean;
  promotionScore: number;
}

export const serviceCategoryId = (slug: string): string => demoObjectId(`service-category:${slug}`);

/**
 * 'concierge-picks' is hidden (docs/product/validation.md#category-ranking: left out of
 * ranking) and carries the highest promotion score on purpose, so a ranking that forgot to
 * drop it would show.
 */
export const DEMO_SERVICE_CATEGORIES: readonly DemoServiceCategory[] = [
  { slug: 'private-chefs', name: 'Private Chefs', isHidden: false, promotionScore: 9 },
  { slug: 'yachts-boats', name: 'Yachts & Boats', isHidden: false, promotionScore: 8 },
  { slug: 'spa-wellness', name: 'Spa & Wellness', isHidden: false, promotionScore: 7 },
  { slug: 'tours', name: 'Tours & Excursions', isHidden: false, promotionScore: 6 },
  { slug: 'adventure', name: 'Adventure & Sports', isHidden: false, promotionScore: 5 },
  { slug: 'transportation', name: 'Transportation', isHidden: false, promotionScore: 4 },
  { slug: 'groceries', name: 'Grocery Delivery', isHidden: false, promotionScore: 3 },
  { slug: 'kids-family', name: 'Kids & Family', isHidden: false, promotionScore: 2 },
  { slug: 'vacation-homes', name: 'Vacation Homes', isHidden: false, promotionScore: 1 },
  { slug: 'concierge-picks', name: 'Concierge Picks', isHidden: true, promotionScore: 10 },
];

export type ServiceCategorySlug =
  | 'private-chefs'
  | 'yachts-boats'
  | 'spa-wellness'
  | 'tours'
  | 'adventure'
  | 'transportation'
  | 'groceries'
  | 'kids-family'
  | 'vacation-homes'
  | 'concierge-picks';

export const groceryItemId = (name: string): string => demoObjectId(`grocery:${name.toLowerCase()}`);

/** Aisle by aisle, in shelf order. */
export const DEMO_GROCERY_AISLES: Readonly<Record<string, readonly string[]>> = {
  Dairy: ['Milk', 'Butter', 'Eggs', 'Greek Yogurt', 'Cheddar Cheese', 'Heavy Cream'],
  Produce: ['Bananas', 'Avocados', 'Strawberries', 'Lemons', 'Baby Spinach', 'Tomatoes'],
  Bakery: ['Sourdough Bread', 'Bagels', 'Croissants'],
  'Meat & Seafood': ['Chicken Breasts', 'Ground Beef', 'Bacon', 'Salmon Fillets'],
  Pantry: ['Olive Oil', 'Pasta', 'Rice', 'Coffee Beans', 'Maple Syrup', 'Peanut Butter'],
  Beverages: ['Sparkling Water', 'Orange Juice', 'Red Wine', 'White Wine', 'Craft Beer'],
  Snacks: ['Tortilla Chips', 'Salsa', 'Mixed Nuts', 'Dark Chocolate'],
};
