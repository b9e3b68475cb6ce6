/**
 * A REST host in memory for container-level tests: the app's real gateways and RestClient
 * run against it. Unknown calls answer 404 { message: 'Not Found' }, as the real host does.
 */
export type FakeAnswer = { status?: number; body?: unknown };
type Handler = (request: { url: URL; method: string; body: unknown }) => FakeAnswer;

export class FakeRestHost {
  readonly requests: { method: string; path: string; body: unknown }[] = [];
  private readonly routes: { method: string; pattern: RegExp; handler: Handler }[] = [];

  /** `path` may hold `*` for one path segment, e.g. '/api/lead/*'. */
  on(method: string, path: string, handler: Handler | FakeAnswer): this {
    const pattern = new RegExp(`^${path.replace(/[.?+^$()[\]{}|\\]/g, '\\$&').replace(/\*/g, '[^/]+')}/?$`);
    this.routes.push({ method, pattern, handler: typeof handler === 'function' ? handler : () => handler });
    return this;
  }

  readonly fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://app.test');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.requests.push({ method, path: url.pathname, body });
    const route = this.routes.find(
      (candidate) => candidate.method === method && candidate.pattern.test(url.pathname),
    );
    const answer = route
      ? route.handler({ url, method, body })
      : { status: 404, body: { message: 'Not Found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}
