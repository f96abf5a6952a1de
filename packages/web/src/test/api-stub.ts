import { vi } from 'vitest';

export interface StubAnswer {
  status?: number;
  body: unknown;
}

type Handler = StubAnswer | ((init: RequestInit, url: URL) => StubAnswer);

/**
 * Stubs fetch by API path: each path answers its envelope (a fixed answer or one built from the request).
 * Unknown paths answer 404 not_found. Returns the mock, whose calls show what the page sent.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[url.pathname];
    const answer =
      handler === undefined
        ? { status: 404, body: { success: false, code: 'not_found', message: 'Not found' } }
        : typeof handler === 'function'
          ? handler(init, url)
          : handler;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const ok = (value: unknown): StubAnswer => ({ body: { success: true, value } });

export const fail = (
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): StubAnswer => ({
  status,
  body: { success: false, code, message, ...extra },
});

/** How many requests went to one path. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, path: string): number {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === path).length;
}
