/** Rows of 002_markets_destinations.sql: markets, destinations and the catalog's terms. */

/** What a market looks like: picks demo pictures and categories, nothing else. */
export type Landscape = 'mountain' | 'beach' | 'lake' | 'desert';

/** Who answers for a product line in a market (docs/product/entities.md#market). */
export interface ProductLineContact {
  name: string;
  email: string;
  phone: string;
}

export interface MarketRow {
  id: string;
  slug: string;
  name: string;
  landscape: Landscape;
  default_product_line: string;
  /** Keyed by the lowercase product-line name. */
  product_lines: Record<string, ProductLineContact>;
  aliases: string[];
  active: boolean;
  /** Lodging tax on a stay, in basis points: 1060 = 10.60 %. */
  tax_rate_bps: number;
  has_services_catalog: boolean;
  time_zone_name: string;
  latitude: number;
  longitude: number;
}

export interface DestinationRow {
  id: string;
  market_id: string;
  slug: string;
  name: string;
  aliases: string[];
  latitude: number;
  longitude: number;
  active: boolean;
}

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  image_url: string | null;
  sort_order: number;
}

export interface AmenityRow {
  id: string;
  slug: string;
  name: string;
  sort_order: number;
}
