import { ROUTE_LIST, type RouteName, type Routes } from '@wl/contract/routes';
import { vi } from 'vitest';
import type { z } from 'zod';

declare const answers: unique symbol;

/**
 * One stubbed answer: the envelope and its HTTP status. `V` is the value the answer carries (never for a
 * failure), so a stub map only takes, for each route, an answer its contract response schema accepts.
 */
export interface StubAnswer<V = unknown> {
  status?: number;
  body: unknown;
  readonly [answers]?: V;
}

/** What a route's stub may answer with `ok`: the input of its contract response schema. */
export type StubValue<N extends RouteName> = z.input<Routes[N]['response']>;

/** The request a route's stub received. */
export interface StubRequest<N extends RouteName> {
  /**
   * The payload (query string or body) as the server reads it: parsed by the route's contract request schema.
   * Encrypted routes carry a JWE the stub cannot open: reading `input` of one throws.
   */
  readonly input: z.output<Routes[N]['request']>;
  /** The payload as sent: the query's fields as text, or the JSON (or form) body. */
  readonly sent: Record<string, unknown>;
  readonly url: URL;
  readonly init: RequestInit;
  /** A request header by name, as the client set it. */
  header(name: string): string | undefined;
}

type Handler<N extends RouteName> = StubAnswer<StubValue<N>> | ((request: StubRequest<N>) => StubAnswer<StubValue<N>>);

/** The stub of each route the test needs, by contract route name. */
export type StubHandlers = { [N in RouteName]?: Handler<N> };

interface CompiledRoute {
  name: RouteName;
  method: string;
  pattern: RegExp;
}

/** Each contract route as its method and a matcher of its path (`:param` segments match one segment). */
const ROUTE_MATCHERS: CompiledRoute[] = ROUTE_LIST.map((def) => ({
  name: def.name,
  method: def.method,
  pattern: new RegExp(
    `^${def.path
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}$`,
  ),
}));

/** The contract route a request went to, or null for a path the contract does not have. */
function routeOf(input: string | URL | Request, init: RequestInit = {}): { name: RouteName; url: URL } | null {
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const match = ROUTE_MATCHERS.find((r) => r.method === method && r.pattern.test(url.pathname));
  return match ? { name: match.name, url } : null;
}

function sentPayload(url: URL, init: RequestInit): Record<string, unknown> {
  if (typeof init.body !== 'string') return Object.fromEntries(url.searchParams);
  const type = new Headers(init.headers).get('Content-Type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(init.body));
  return JSON.parse(init.body) as Record<string, unknown>;
}

const envelope = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Stubs fetch by contract route name: each route answers its envelope (a fixed answer, or one built from the
 * request). A request the route's contract schema refuses answers 400 invalid_input, as the server would; a route
 * without a stub answers 404 not_found. Returns the fetch mock, whose calls show what the page sent.
 */
export function stubApi(handlers: StubHandlers) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const found = routeOf(input, init);
    const handler = found ? (handlers[found.name] as Handler<RouteName> | undefined) : undefined;
    if (!found || handler === undefined) {
      return envelope(404, { success: false, code: 'not_found', message: 'Not found' });
    }
    if (typeof handler !== 'function') return envelope(handler.status ?? 200, handler.body);
    const def = ROUTE_LIST.find((r) => r.name === found.name);
    const sent = sentPayload(found.url, init);
    let parsed: unknown;
    if (def && !def.encrypted) {
      const result = def.request.safeParse(sent);
      if (!result.success) {
        return envelope(400, { success: false, code: 'invalid_input', message: result.error.message });
      }
      parsed = result.data;
    }
    const request: StubRequest<RouteName> = {
      get input() {
        if (def?.encrypted) throw new Error(`${found.name} is encrypted: its stub cannot read the payload`);
        return parsed as never;
      },
      sent,
      url: found.url,
      init,
      header: (name) => new Headers(init.headers).get(name) ?? undefined,
    };
    const answer = handler(request);
    return envelope(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * A success answer. The value is checked against the response schema of the route it stubs (the type comes from
 * where the answer is used, never from the value), so a stub that drifts from the contract does not compile.
 */
export const ok = <V>(value: NoInfer<V>): StubAnswer<V> => ({ body: { success: true, value } });

/** A failure envelope: fits any route. */
export const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): StubAnswer<never> => ({
  status,
  body: { success: false, code, message, ...extra },
});

/** How many requests went to one contract route. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, name: RouteName): number {
  return fetchMock.mock.calls.filter(([input, init]) => routeOf(input, init)?.name === name).length;
}

/** The requests that went to one contract route, as sent (query fields as text, or the body). */
export function sentTo(fetchMock: ReturnType<typeof stubApi>, name: RouteName): Record<string, unknown>[] {
  return fetchMock.mock.calls.flatMap(([input, init]) => {
    const found = routeOf(input, init);
    return found?.name === name ? [sentPayload(found.url, init ?? {})] : [];
  });
}
