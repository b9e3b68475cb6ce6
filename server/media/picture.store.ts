import type { Queryable } from '../db/database.js';
import type { PartnerRow, UserInterestRow } from '../db/rows/guests-marketing.js';
import type { ListingRow } from '../db/rows/homes.js';
import type { CategoryRow, MarketRow } from '../db/rows/markets-destinations.js';
import type { ServiceRow } from '../db/rows/services.js';
import type { Picture, SceneKind, Scenery } from './picture.js';

const SCENERIES: readonly string[] = ['mountain', 'beach', 'lake', 'desert'];
const sceneryOf = (landscape: string | null | undefined): Scenery =>
  landscape && SCENERIES.includes(landscape) ? (landscape as Scenery) : 'plain';

/** The picture number in a stored path (/media/homes/{id}/{n}.svg). */
const shotOf = (path: string): number => Number.parseInt(path.split('/')[4] ?? '1', 10) || 1;

/** The market's landscape as a scene; ski where the home or service is about skiing or snow. */
const sceneOf = (landscape: string, snowy: boolean): SceneKind => {
  const kind = sceneryOf(landscape);
  if (kind === 'plain') return 'mountain';
  return kind === 'mountain' && snowy ? 'ski' : kind;
};

/**
 * What a stored image path shows, or null when no row of the data uses that path: only
 * images the data names resolve, so a typo in the data shows up as a 404 in the tests.
 */
export const findPicture = async (db: Queryable, path: string): Promise<Picture | null> => {
  const folder = path.split('/')[2];
  const id = path.split('/')[3] ?? '';
  if (folder === 'homes') {
    const { rows } = await db.query<
      Pick<ListingRow, 'name'> & Pick<MarketRow, 'landscape'> & { amenities: string[] }
    >(
      `select l.name, m.landscape,
              array(select a.slug from listing_amenities la join amenities a on a.id = la.amenity_id
                     where la.listing_id = l.id) as amenities
         from listings l join destinations d on d.id = l.destination_id join markets m on m.id = d.market_id
        where l.id = $1 and $2 = any(l.images)`,
      [id, path],
    );
    const home = rows[0];
    return home
      ? {
          kind: 'home',
          home: {
            homeId: id,
            name: home.name,
            kind: sceneOf(home.landscape, home.amenities.includes('ski-in-ski-out')),
            shot: shotOf(path),
            pool: home.amenities.includes('private-pool'),
          },
        }
      : null;
  }
  if (folder === 'services') {
    const { rows } = await db.query<Pick<ServiceRow, 'name' | 'service_key'> & Pick<MarketRow, 'landscape'>>(
      `select s.name, s.service_key, m.landscape
         from services s join markets m on m.id = s.market_id
        where s.id = $1 and $2 = any(s.images)`,
      [id, path],
    );
    const service = rows[0];
    return service
      ? {
          kind: 'service',
          service: {
            serviceId: id,
            name: service.name,
            serviceKey: service.service_key,
            kind: sceneOf(service.landscape, /\b(ski|snow)/i.test(service.name)),
            shot: shotOf(path),
          },
        }
      : null;
  }
  if (folder === 'categories') {
    const { rows } = await db.query<Pick<CategoryRow, 'name'>>(
      'select name from categories where image_url = $1',
      [path],
    );
    return rows[0] ? { kind: 'card', art: { title: rows[0].name, key: path, scenery: 'plain' } } : null;
  }
  if (folder === 'interests') {
    // Drawn as the thing itself, in the market's landscape; the page names it beside the picture.
    const { rows } = await db.query<
      Pick<UserInterestRow, 'slug' | 'name'> & { landscape: MarketRow['landscape'] | null }
    >(
      `select i.slug, i.name, m.landscape from user_interests i left join markets m on m.id = i.market_id
        where i.image_url = $1`,
      [path],
    );
    const interest = rows[0];
    return interest
      ? {
          kind: 'interest',
          interest: {
            slug: interest.slug,
            name: interest.name,
            kind: sceneOf(interest.landscape ?? '', /\b(ski|snow)/i.test(interest.name)),
          },
        }
      : null;
  }
  if (folder === 'partners') {
    const { rows } = await db.query<Pick<PartnerRow, 'name'>>(
      `select name from partners where data->>'logo' = $1`,
      [path],
    );
    return rows[0] ? { kind: 'card', art: { title: rows[0].name, key: path, scenery: 'plain' } } : null;
  }
  return null;
};
