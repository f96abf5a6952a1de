import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let aurora: string;
let bengal: string;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
const get = (url: string, token: string, host = 'localhost') =>
  t.app.inject({ url, headers: { host, authorization: `Bearer ${token}` } });
const post = (url: string, token: string, payload: unknown, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host, authorization: `Bearer ${token}` },
    payload: payload as object,
  });

beforeAll(async () => {
  t = await createTestApp();
  aurora = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'wally001' }));
  bengal = await tokenFor(t.app, await createMember(t.app, 'bengal', { account: 'wally002' }));
});
afterAll(() => t.close());

describe('balance and operator credits', () => {
  it('starts at zero and shows a credit with 4 decimals at most', async () => {
    expect((await get('/wps/v2/wallets/balance', aurora)).json().value).toEqual({ balance: 0, currencySymbol: '$' });
    // Below the brand's approval threshold (1000) the money desk moves it at once.
    const out = await admin(
      'credit',
      'aurora',
      'wally001',
      '934.5678',
      '--reason',
      'welcome bonus',
      '--key',
      'key-0001',
    );
    expect(out).toMatchObject({ status: 'executed', balanceAfter: 934.5678, maker: expect.stringMatching(/^cli:/) });
    expect((await get('/wps/v2/wallets/balance', aurora)).json().value.balance).toBe(934.5678);
    // The same key again answers the first request and moves nothing.
    expect(
      await admin('credit', 'aurora', 'wally001', '934.5678', '--reason', 'welcome bonus', '--key', 'key-0001'),
    ).toMatchObject({ id: (out as { id: number }).id, status: 'executed' });
    expect((await get('/wps/v2/wallets/balance', aurora)).json().value.balance).toBe(934.5678);
    await expect(
      admin('credit', 'aurora', 'wally001', '1', '--reason', 'welcome bonus', '--key', 'key-0001'),
    ).rejects.toMatchObject({ code: 'idempotency_conflict' });
    await expect(admin('debit', 'aurora', 'wally001', '950', '--reason', 'too much')).rejects.toMatchObject({
      code: 'insufficient_balance',
    });
    await expect(admin('credit', 'aurora', 'wally001', '1.00001', '--reason', 'x')).rejects.toThrow('4 decimals');
    await expect(admin('credit', 'aurora', 'wally001', '10')).rejects.toThrow('--reason');
    expect(await admin('debit', 'aurora', 'wally001', '734.5678', '--reason', 'correction')).toMatchObject({
      balanceAfter: 200,
    });
  });

  it("lists the member's own transactions, newest first, filtered by day and kind", async () => {
    const res = await get('/wps/relay/ODSFE2_MemTransDet?pageNo=1&pageSize=2', aurora);
    const v = res.json().value;
    expect(v.total).toBe(2);
    expect(v.content[0]).toMatchObject({
      type: 'adjustment',
      reason: 'correction',
      wallet: 'MAIN',
      amount: -734.5678,
      balanceAfter: 200,
    });
    expect(v.content[1]).toMatchObject({ reason: 'welcome bonus', amount: 934.5678, balanceAfter: 934.5678 });
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(
      (await get(`/wps/relay/ODSFE2_MemTransDet?startDate=${today}&endDate=${today}`, aurora)).json().value.total,
    ).toBe(2);
    expect(
      (await get('/wps/relay/ODSFE2_MemTransDet?startDate=2000-01-01&endDate=2000-01-02', aurora)).json().value.total,
    ).toBe(0);
    expect((await get('/wps/relay/ODSFE2_MemTransDet?type=wallet_transfer', aurora)).json().value.total).toBe(0);
    // Several kinds at once (the member centre's bonus details).
    expect((await get('/wps/relay/ODSFE2_MemTransDet?type=bonus,adjustment', aurora)).json().value.total).toBe(2);
    expect((await get('/wps/relay/ODSFE2_MemTransDet?startDate=yesterday', aurora)).json().code).toBe('invalid_input');
    // Another member sees none of it.
    expect((await get('/wps/relay/ODSFE2_MemTransDet', bengal, 'bengal.localhost')).json().value.total).toBe(0);
  });

  it('answers the wallet kind of the brand', async () => {
    expect((await get('/wps/relay/GCS_merchantWallet', aurora)).json().value).toEqual({ isSingle: 1 });
    expect((await get('/wps/relay/GCS_merchantWallet', bengal, 'bengal.localhost')).json().value).toEqual({
      isSingle: 0,
    });
  });
});

describe('vendor wallets (multi-wallet brand)', () => {
  it('moves money to and from a vendor wallet and collects everything back', async () => {
    await admin('credit', 'bengal', 'wally002', '500', '--reason', 'test funds');
    const out = await post(
      '/wps/relay/GCS_walletTransfer',
      bengal,
      { from: 'MAIN', to: 'BGS', amount: 200, idempotencyKey: 'move-0001' },
      'bengal.localhost',
    );
    expect(out.json().value).toEqual({
      balance: 300,
      wallets: [
        { vendor: 'BGS', balance: 200 },
        { vendor: 'DS88', balance: 0 },
        { vendor: 'TCG_SEA', balance: 0 },
      ],
    });
    await post(
      '/wps/relay/GCS_walletTransfer',
      bengal,
      { from: 'MAIN', to: 'DS88', amount: 50.25, idempotencyKey: 'move-0002' },
      'bengal.localhost',
    );
    // A retried request with the same key moves nothing more.
    await post(
      '/wps/relay/GCS_walletTransfer',
      bengal,
      { from: 'MAIN', to: 'DS88', amount: 50.25, idempotencyKey: 'move-0002' },
      'bengal.localhost',
    );
    const funds = (await get('/wps/member/info/funds/consolidated', bengal, 'bengal.localhost')).json().value;
    expect(funds).toMatchObject({ balance: 249.75, totalBalance: 500, currencySymbol: '৳' });
    expect(funds).not.toHaveProperty('contracts');
    const collected = await post(
      '/wps/relay/GCS_walletTransfer',
      bengal,
      { from: 'ALL', to: 'MAIN', collectAll: true, idempotencyKey: 'collect-01' },
      'bengal.localhost',
    );
    expect(collected.json().value.balance).toBe(500);
  });

  it('refuses overdrafts, unknown vendors, reused keys with other input, and single-wallet brands', async () => {
    const send = (payload: object, token = bengal, host = 'bengal.localhost') =>
      post('/wps/relay/GCS_walletTransfer', token, payload, host).then((r) => r.json());
    expect((await send({ from: 'BGS', to: 'MAIN', amount: 1, idempotencyKey: 'over-0001' })).code).toBe(
      'insufficient_balance',
    );
    expect((await send({ from: 'MAIN', to: 'NOPE', amount: 1, idempotencyKey: 'bad-00001' })).code).toBe(
      'invalid_input',
    );
    expect((await send({ from: 'MAIN', to: 'BGS', amount: 0.00001, idempotencyKey: 'bad-00002' })).code).toBe(
      'invalid_input',
    );
    // More than the ledger adds up safely (MAX_AMOUNT): refused as input, never a 500.
    const huge = await post(
      '/wps/relay/GCS_walletTransfer',
      bengal,
      { from: 'MAIN', to: 'BGS', amount: 1e12, idempotencyKey: 'bad-00003' },
      'bengal.localhost',
    );
    expect([huge.statusCode, huge.json().code]).toEqual([400, 'invalid_input']);
    expect((await send({ from: 'MAIN', to: 'BGS', amount: 99, idempotencyKey: 'move-0001' })).code).toBe(
      'idempotency_conflict',
    );
    expect(
      (await send({ from: 'MAIN', to: 'BGS', amount: 1, idempotencyKey: 'single-01' }, aurora, 'localhost')).code,
    ).toBe('function_not_enabled');
  });

  it('shows the contract flags where AGENTPOLICY3 allows', async () => {
    const funds = (await get('/wps/member/info/funds/consolidated', aurora)).json().value;
    expect(funds.contracts).toMatchObject({ dailysalreqtype: 0, divtypeinfo: 0 });
  });
});

describe('ledger check from the command line', () => {
  it('passes on a healthy ledger', async () => {
    expect(await admin('ledger', 'check')).toMatchObject({ ok: true, total: 0 });
    expect(await admin('ledger', 'show', 'bengal', 'wally002')).toMatchObject({
      account: 'wally002',
      wallets: expect.arrayContaining([{ wallet: 'main', balance: 500 }]),
    });
  });
});

describe('live balance over the WebSocket', () => {
  it('pushes the new balance to every open tab of the member, and refuses a bad token', async () => {
    const open = async (token: string) => {
      const messages: unknown[] = [];
      const ws = await t.app.injectWS(
        `/ws?token=${token}`,
        { headers: { host: 'localhost' } },
        // Listening before the socket opens, as a page does: the first message comes at once.
        { onInit: (socket) => socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()))) },
      );
      return { ws, messages };
    };
    const tab1 = await open(aurora);
    const tab2 = await open(aurora);
    await expect.poll(() => tab1.messages.length).toBe(1);
    expect(tab1.messages[0]).toEqual({ type: 'balance', balance: 200, currencySymbol: '$' });
    await admin('credit', 'aurora', 'wally001', '25', '--reason', 'live test');
    await expect.poll(() => tab2.messages.at(-1)).toEqual({ type: 'balance', balance: 225, currencySymbol: '$' });
    await expect.poll(() => tab1.messages.at(-1)).toEqual({ type: 'balance', balance: 225, currencySymbol: '$' });
    tab1.ws.terminate();
    tab2.ws.terminate();

    const stranger = await t.app.injectWS('/ws?token=made-up-token', { headers: { host: 'localhost' } });
    const closed = new Promise<number>((resolve) => stranger.on('close', (code: number) => resolve(code)));
    expect(await closed).toBe(4401);
  });
});
