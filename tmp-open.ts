import { openCatalogHarness } from './tests/server/support/catalog-server.js';
for (let i = 0; i < 2; i++) {
  const t = Date.now();
  const h = await openCatalogHarness('pglite');
  const t1 = Date.now();
  await h.get('/api/categories');
  console.log('open', t1 - t, 'first request', Date.now() - t1);
  const t2 = Date.now();
  await h.dispose();
  console.log('dispose', Date.now() - t2);
}
