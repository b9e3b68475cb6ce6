import { request } from 'node:http';

/**
 * fetch over a new TCP connection per request, for calls to Pact mock servers.
 *
 * Why: every interaction starts its own mock server on an ephemeral port and stops it after.
 * Node's built-in fetch keeps connections alive per origin, and when the OS hands a later mock
 * server the same port it may write the next request on the old server's socket after that
 * server sent FIN (a known undici race). It retries GETs itself, not POSTs, so a POST is lost
 * and Pact reports "expected but not received" (seen once in CI on createItinerary). A
 * connection that is never reused cannot race.
 */
export const freshConnectionFetch: typeof fetch = (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = init.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      reject(new TypeError('freshConnectionFetch sends string bodies only'));
      return;
    }
    // Node sends a DELETE body only with its length said (no chunking by default for DELETE).
    if (typeof body === 'string') headers['content-length'] = String(Buffer.byteLength(body));
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers, agent: false, signal: init.signal ?? undefined },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : [value ?? '']) responseHeaders.append(name, one);
          }
          const status = incoming.statusCode ?? 0;
          const noBody = status === 204 || status === 304;
          resolve(new Response(noBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
