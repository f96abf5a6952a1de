import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api-client';
import { clearSession, setToken } from './session';

type FetchArgs = [string, RequestInit];

function stubFetch(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call', () => {
  beforeEach(() => clearSession());
  afterEach(() => vi.unstubAllGlobals());

  it('GETs the route path and resolves to the envelope value', async () => {
    const fetchMock = stubFetch({ success: true, value: [{ countryCode: 'PH', countryDialingCode: '63' }] });
    await expect(call('countryCodes')).resolves.toEqual([{ countryCode: 'PH', countryDialingCode: '63' }]);
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/wps/system/countryCode');
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends the Bearer token from the session', async () => {
    setToken('tok-123');
    const fetchMock = stubFetch({ success: true, value: { id: 1, account: 'a', nickname: 'n', type: 0 } });
    await call('memberInfo');
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-123');
  });

  it('adds the headers a caller passes', async () => {
    const fetchMock = stubFetch({ success: true, value: {} });
    await call('inHouseSession', {}, { headers: { 'X-Game-Session': 'launch-1' } });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/bgs/api/session');
    expect((init.headers as Record<string, string>)['X-Game-Session']).toBe('launch-1');
    expect((init.headers as Record<string, string>).Accept).toBe('application/json');
  });

  it('sends no Authorization header without a session', async () => {
    const fetchMock = stubFetch({ success: true, value: [] });
    await call('countryCodes');
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('puts GET payloads in the query string, skipping empty values', async () => {
    setToken('t');
    const fetchMock = stubFetch({ success: true, value: { content: [], pageNum: 1, totalPages: 0 } });
    await call('favoriteGamesList', { pageNo: 2, pageSize: 13 });
    const [url] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toMatch(/\?pageNo=2&pageSize=13$/);
  });

  it('uses DELETE with a query string', async () => {
    setToken('t');
    const fetchMock = stubFetch({ success: true, value: null });
    await call('removeFavorite', { nodeId: 5 });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe('/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=5');
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('POSTs JSON bodies', async () => {
    setToken('t');
    const fetchMock = stubFetch({ success: true, value: null });
    await call('addFavorite', { nodeId: 5, vendor: 'PG', gameType: 'RNG' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ nodeId: 5, vendor: 'PG', gameType: 'RNG' });
  });

  it('sends form-urlencoded bodies for form routes', async () => {
    const fetchMock = stubFetch({ success: true, value: null });
    await call('forgotPassword', { username: 'bob', email: 'bob@example.com' });
    const [, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(init.body).toBe('username=bob&email=bob%40example.com');
  });

  it('throws ApiError with the envelope code, message and HTTP status', async () => {
    stubFetch({ success: false, code: 'not_logged_in', message: 'You are not logged in, please login' }, 401);
    const error = await call('memberInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'not_logged_in', status: 401, message: 'You are not logged in, please login' });
  });

  it('turns a fetch failure into network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call('status')).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });

  it('treats a non-JSON error page as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(call('status')).rejects.toMatchObject({ code: 'network_error', status: 502 });
  });
});
