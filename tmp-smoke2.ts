import { openPgliteDatabase } from './server/db/pglite-database.js';
import { migrate } from './server/db/migrate.js';
import { seedDemo } from './server/db/seed/seed-demo.js';
import { buildServer } from './server/app.js';
import { readFile } from 'node:fs/promises';
const snap = new Blob([await readFile('node_modules/.cache/keyhaven-tests/pglite-0.5.16-empty.tar.gz')]);
const db = await openPgliteDatabase({ snapshot: snap });
await migrate(db);
await seedDemo(db);
const app = await buildServer({ db, config: { logger: { level: 'error' } } });
for (const url of ['/api/listings/search?destination=vail', '/api/listing/catalog', '/api/listing/catalog', '/api/listings/search', '/api/listings/search?keywords=hot%20tub']) {
  const t = Date.now();
  const r = await app.inject({ method: 'GET', url });
  console.log(url, r.statusCode, Date.now() - t, 'ms', r.body.slice(0, 200));
}
await app.close(); await db.close();
