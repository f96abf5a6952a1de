import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from './api-client';
import { getSession, saveSession } from './session';

const operator = {
  id: 1,
  account: 'finance01',
  role: 'finance' as const,
  allBrands: true,
  brands: [],
  mustChangePassword: false,
  capabilities: [],
};

function answer(status: number, body: unknown) {
  return vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
}

let fetchMock: ReturnType<typeof answer>;
beforeEach(() => {
  fetchMock = answer(200, { success: true, value: null });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('the operator API client', () => {
  it('calls a GET route by name with its query and the operator token', async () => {
    saveSession({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', operator });
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: true, value: { content: [], pageNum: 2, totalPages: 3, total: 41 } })),
    );
    const value = await call('memberSearch', { brand: 'aurora', pageNo: 2, account: 'ali', email: '' });
    expect(value).toEqual({ content: [], pageNum: 2, totalPages: 3, total: 41 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    // Empty filters are left out; the path is the contract's.
    expect(url).toBe('/console/api/members?brand=aurora&pageNo=2&account=ali');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer tok-1');
  });

  it('sends a POST body as JSON, and no token to a public route', async () => {
    saveSession({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', operator });
    await call('operatorLogin', { account: 'finance01', password: 'pw' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/console/api/auth/login');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ account: 'finance01', password: 'pw' });
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });

  it('turns a failed envelope into an ApiError carrying its code and field details', async () => {
    vi.stubGlobal(
      'fetch',
      answer(403, {
        success: false,
        code: 'approval_needs_other_operator',
        message: 'Another operator must approve this request',
      }),
    );
    const error = await call('moneyApprove', { requestId: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'approval_needs_other_operator', status: 403 });

    vi.stubGlobal(
      'fetch',
      answer(400, {
        success: false,
        code: 'invalid_input',
        message: 'Input is not valid',
        details: [{ path: ['body', 'reason'], message: 'required' }],
      }),
    );
    const invalid = await call('moneyCredit', { memberId: 1, amount: 5, reason: '' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'invalid_input', details: [{ path: 'body.reason', message: 'required' }] });
  });

  it('ends the session when an operator route answers 401, back to the login', async () => {
    saveSession({ token: 'dead', expiresAt: '2030-01-01T00:00:00Z', operator });
    vi.stubGlobal('fetch', answer(401, { success: false, code: 'not_logged_in', message: 'You are not logged in' }));
    await expect(call('operatorMe', {})).rejects.toMatchObject({ code: 'not_logged_in' });
    expect(getSession()).toBeNull();
    expect(window.sessionStorage.getItem('consoleToken')).toBeNull();
  });

  it('keeps the session when a public login step answers 401 (a wrong code is not a dead session)', async () => {
    saveSession({ token: 'live', expiresAt: '2030-01-01T00:00:00Z', operator });
    vi.stubGlobal('fetch', answer(401, { success: false, code: 'totp_invalid', message: 'wrong' }));
    await expect(call('operatorLoginTotp', { challenge: 'c', code: '123456' })).rejects.toMatchObject({
      code: 'totp_invalid',
    });
    expect(getSession()?.token).toBe('live');
  });

  it('password_change_required marks the session, which opens the change-password page', async () => {
    saveSession({ token: 'live', expiresAt: '2030-01-01T00:00:00Z', operator });
    vi.stubGlobal('fetch', answer(403, { success: false, code: 'password_change_required', message: 'x' }));
    await expect(call('auditLog', {})).rejects.toMatchObject({ code: 'password_change_required' });
    expect(getSession()?.operator.mustChangePassword).toBe(true);
    expect(getSession()?.token).toBe('live');
  });

  it('reports a network failure as network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(call('auditLog', {})).rejects.toMatchObject({ code: 'network_error', status: 0 });
  });
});
