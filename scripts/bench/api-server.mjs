// Child process of api.mjs (run with `node --import tsx`): the real host plus a bare Fastify
// route on BARE_PORT. Both live in this one process so /api/health and /bare are measured under
// the same runtime, CPU share and Fastify version; the ratio then shows what the app adds
// (plugins, hooks, the database round trip) rather than what Node or the machine costs.
import fastify from 'fastify';

const bare = fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });

// main.ts reads PORT, HOST, DATA_DIR / DATABASE_URL... from the environment and calls
// process.exit() on SIGTERM or a failed start, which takes the bare server down with it.
await import('../../server/main.ts');
