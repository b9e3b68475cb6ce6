import { openPgliteDatabase } from './server/db/pglite-database.js';
import { migrate } from './server/db/migrate.js';
import { seedDemo } from './server/db/seed/seed-demo.js';
import { buildServer } from './server/app.js';
import { readFile } from 'node:fs/promises';
const snap = new Blob([await readFile('node_modules/.cache/keyhaven-tests/pglite-0.5.16-empty.tar.gz')]);
let t = Date.now();
const db = await openPgliteDatabase({ snapshot: snap });
console.log('open', Date.now() - t); t = Date.now();
await migrate(db);
console.log('migrate', Date.now() - t); t = Date.now();
await seedDemo(db);
console.log('seed', Date.now() - t); t = Date.now();
const app = await buildServer({ db });
for (const url of ['/api/listing/catalog', '/api/listings/destinations', '/api/categories', '/api/listings/search?destination=vail', '/api/listings/search?destination=Tahoe&startDate=2026-09-01&endDate=2026-09-05&adultCount=6&petCount=1&amenities=Hot%20tub,kayaks&keywords=lake%20views', '/api/listings/search-count?destination=OBX&minRooms=4', '/api/countries', '/api/market/rocky-mountains', '/api/promotional-messages/active', '/api/userInterest/?market=rocky-mountains&startDate=2026-12-20&endDate=2026-12-27&guestAges=adults&guestAges=children', '/api/published-partner/Summit%20Property%20Management']) {
  t = Date.now();
  const r = await app.inject({ method: 'GET', url });
  const body = r.body.length > 600 ? r.body.slice(0, 600) + '...' : r.body;
  console.log(url, r.statusCode, Date.now() - t, 'ms', body);
}
const { rows } = await db.query<{ id: string }>('select id from listings order by id limit 1');
const id = rows[0]!.id;
for (const url of [`/api/guest-listing/${id}?startDate=2026-10-01&endDate=2026-10-08`, `/api/listing/${id}/similar?startDate=2026-10-01&endDate=2026-10-08`, `/api/listing/${id}/instant-pricing?startDate=2026-10-01&endDate=2026-10-08&adultCount=2&childCount=0&infantCount=0&petCount=0`, `/media/homes/${id}/1.svg`]) {
  t = Date.now();
  const r = await app.inject({ method: 'GET', url });
  console.log(url, r.statusCode, Date.now() - t, 'ms', r.body.slice(0, 700));
}
await app.close(); await db.close();
