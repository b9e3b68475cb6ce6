// Child process of api.mjs (run with `node --import tsx`): the real host plus two bare Fastify
// routes, all in this one process so /api/health and the bare routes are measured under the
// same runtime, CPU share and Fastify version; the ratios then show what the app adds (plugins,
// hooks, the database round trip) rather than what Node or the machine costs.
// - BARE_PORT: /bare, Fastify and nothing else (the goal's yardstick);
// - HEADERS_PORT: /bare answering the same body as health with the security headers the host
//   puts on every API answer, copied from a real /api/health answer once the host is up. Health
//   against it is what the host adds beyond the header set the REST security guidance asks for.
import fastify from 'fastify';

const bare = fastify();
bare.get('/bare', async () => ({ status: 'ok' }));
await bare.listen({ port: Number(process.env.BARE_PORT), host: '127.0.0.1' });

// main.ts reads PORT, HOST, DATA_DIR / DATABASE_URL... from the environment and calls
// process.exit() on SIGTERM or a failed start, which takes the bare servers down with it.
await import('../../server/main.ts');

// Headers that describe the connection or the body, which every answer has anyway.
const TRANSPORT = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
const healthAnswer = async () => {
  for (;;) {
    try {
      const answer = await fetch(`http://127.0.0.1:${process.env.PORT}/api/health`);
      if (answer.ok) return answer;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};
const answer = await healthAnswer();
const securityHeaders = Object.fromEntries([...answer.headers].filter(([name]) => !TRANSPORT.has(name)));
const body = await answer.json();
const withHeaders = fastify();
withHeaders.addHook('onRequest', (_request, reply, done) => {
  reply.headers(securityHeaders);
  done();
});
withHeaders.get('/bare', async () => body);
await withHeaders.listen({ port: Number(process.env.HEADERS_PORT), host: '127.0.0.1' });
