import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer as the proxy may bend it: the status and the parsed JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

/** How one bend changes an answer; undefined leaves it as the host gave it. */
export type Bend = (answer: Answer) => Answer | undefined;

const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/**
 * A loopback proxy in front of a host, for the pact's negative controls: it forwards every
 * request and hands back the host's answer, bent by the bend in force. Provider-state calls
 * (`statePath`) always pass untouched, so the bend hits only the interactions' answers.
 */
export const startBendingProxy = async (target: string, statePath: string) => {
  let bend: Bend | undefined;
  const server: Server = createServer(async (request, response) => {
    try {
      const body = await readBody(request);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
          headers.set(name, value);
      const answer = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const text = await answer.text();
      const contentType = answer.headers.get('content-type') ?? '';
      const bendable = bend && !request.url?.startsWith(statePath) && contentType.includes('json');
      const bent = bendable ? bend?.({ status: answer.status, body: JSON.parse(text) }) : undefined;
      const status = bent?.status ?? answer.status;
      const out = bent ? JSON.stringify(bent.body) : text;
      response.writeHead(status, contentType ? { 'content-type': contentType } : {});
      response.end(out);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `proxy: ${String(error)}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Puts a bend in force (undefined: honest answers). */
    use(next: Bend | undefined) {
      bend = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

type Json = unknown;

/** Every object in a JSON value, depth first. */
const objectsIn = (value: Json): Record<string, Json>[] => {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (value && typeof value === 'object') {
    const object = value as Record<string, Json>;
    return [object, ...Object.values(object).flatMap(objectsIn)];
  }
  return [];
};

/** A bend that edits the body in place and keeps the status. */
const editing =
  (edit: (body: Json) => void): Bend =>
  ({ status, body }) => {
    edit(body);
    return { status, body };
  };

/** The bends of the negative-control suite (contracts/README.md, "Negative controls"). */
export const BENDS = {
  'a wrong status (a success answered 202)': ({ status, body }) =>
    status >= 200 && status < 300 ? { status: 202, body } : undefined,
  'an item status the call cannot lead to (canceled)': editing((body) => {
    for (const object of objectsIn(body)) if (typeof object.status === 'string') object.status = 'canceled';
  }),
  'another echoed id (the item and trip asked for)': editing((body) => {
    for (const object of objectsIn(body))
      for (const key of ['id', 'objectId'] as const)
        if (typeof object[key] === 'string') object[key] = `${object[key]}-other`;
  }),
  'a missing total': editing((body) => {
    for (const object of objectsIn(body)) delete object.total;
  }),
  'an amount as text': editing((body) => {
    for (const object of objectsIn(body))
      for (const key of ['amount', 'balance'] as const)
        if (typeof object[key] === 'number') object[key] = String(object[key]);
  }),
  'an empty list': ({ status, body }) => (Array.isArray(body) ? { status, body: [] } : undefined),
  'a missing required field (the trip’s objectId)': editing((body) => {
    for (const object of Array.isArray(body) ? body : [body])
      if (object && typeof object === 'object') delete (object as Record<string, Json>).objectId;
  }),
} satisfies Record<string, Bend>;
