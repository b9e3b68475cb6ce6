import { request } from 'node:http';

/**
 * How long an answer waits before the test sees it. Pact's mock server (pact-core 19, the
 * newest for Node 20) records a matched request on another thread after it has answered:
 * under CPU pressure the test can finish and Pact ask "was it received?" before the record
 * lands, and a request that was answered is reported "expected but not received"
 * (pact-foundation/pact-reference#535, fixed in pact-core 20, which needs Node 22). Sleeping
 * gives that thread the CPU; CI failed this way twice without it.
 */
export const MOCK_SERVER_SETTLE_MS = 40;

/**
 * fetch over a new TCP connection per request, for calls to Pact mock servers, answering
 * only once the mock server has had time to record the match (MOCK_SERVER_SETTLE_MS).
 *
 * A new connection per request: every interaction starts its own mock server on an
 * ephemeral port and stops it after, and Node's built-in fetch keeps connections alive per
 * origin: when the OS hands a later mock server the same port, undici may write a request on
 * the old server's closed socket, and it retries GETs but not POSTs. A connection that is
 * never reused cannot race.
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
          const response = new Response(noBody ? null : Buffer.concat(chunks), {
            status,
            headers: responseHeaders,
          });
          setTimeout(() => resolve(response), MOCK_SERVER_SETTLE_MS);
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body ?? undefined);
  });
