/**
 * What a /media picture shows, as the data says it (picture.store.ts reads it from the rows).
 * How it is drawn is not the host's business: the renderer is handed to the app by its entry
 * (server/main.ts passes the demo's, server/demo/pictures), so production code never imports
 * the drawing code.
 */

/** The kinds of place a market is, as its pictures show them. */
export type SceneKind = 'beach' | 'lake' | 'desert' | 'mountain' | 'ski';

export type Scenery = 'mountain' | 'beach' | 'lake' | 'desert' | 'plain';

/** What the data says about a home that its pictures show. */
export interface HomePicture {
  homeId: string;
  name: string;
  kind: SceneKind;
  /** The picture's number among the home's (1 the first). */
  shot: number;
  pool: boolean;
}

/** What the data says about a service that its pictures show. */
export interface ServicePicture {
  serviceId: string;
  name: string;
  serviceKey: string;
  kind: SceneKind;
  /** The picture's number among the service's (1 the first). */
  shot: number;
}

/** What the data says about a guest interest that its picture shows. */
export interface InterestPicture {
  /** The interest's slug (its picture's file name): what the picture shows is drawn from it. */
  slug: string;
  name: string;
  kind: SceneKind;
}

export interface Art {
  /** What the card is named for: a category, a partner. */
  title: string;
  /** Any text; the same key always gives the same colours. */
  key: string;
  scenery: Scenery;
}

/** What one /media path shows: a home's, a service's or an interest's scene, or a title card. */
export type Picture =
  | { kind: 'home'; home: HomePicture }
  | { kind: 'service'; service: ServicePicture }
  | { kind: 'interest'; interest: InterestPicture }
  | { kind: 'card'; art: Art };

/** Draws a picture as an SVG document; deterministic, so the host may cache what it draws. */
export type PictureRenderer = (picture: Picture) => string;
