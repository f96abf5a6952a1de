import { ConsoleLogin, ConsoleShell } from './console-pages';
import { expect, test } from './fixtures';
import { admin, png, shot } from './helpers';

const run = Date.now().toString(36).slice(-5);
/** A real picture: the proof check reads the whole file. */
const PROOF = `data:image/png;base64,${png(2, [40, 160, 90]).toString('base64')}`;

test.describe('cashier deposits (issue 13)', () => {
  test('a member deposits by bank transfer, the finance desk approves and the balance updates live; the test gateway pays', async ({
    page,
    browser,
  }) => {
    const account = `e2e${run}d`;
    admin('member', 'create', 'aurora', account, '--password', 'deposit1234');
    await page.goto('/login');
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill('deposit1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('balance')).toHaveText('$ 0.00');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token}` };

    const bank = await page.request.post('/wps/cashier/deposit', {
      headers,
      data: { channel: 'bank', amount: 100, reference: `E2E-${run}`, proof: PROOF },
    });
    expect(bank.status()).toBe(200);
    const orderId = (await bank.json()).value.order.id as number;

    // The finance desk, in another browser context.
    const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const deskPage = await desk.newPage();
    const login = new ConsoleLogin(deskPage);
    await login.goto();
    await login.signIn('finance01');
    const shell = new ConsoleShell(deskPage);
    await shell.chooseBrand('aurora');
    await shell.nav().getByRole('link', { name: 'Deposits' }).click();
    await expect(deskPage.getByRole('heading', { name: 'Deposits', level: 1 })).toBeVisible();
    const row = deskPage.getByRole('row').filter({ hasText: account });
    await expect(row).toContainText(`E2E-${run}`);
    await shot(deskPage, 'console-deposits-1440.png', true);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = deskPage.getByRole('dialog');
    await expect(dialog).toContainText(account);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog).toBeHidden();
    // No reload: the ledger's NOTIFY reaches the member's open tab.
    await expect(page.getByTestId('balance')).toHaveText('$ 100.00');
    await deskPage.getByRole('tab', { name: 'Approved' }).click();
    await expect(deskPage.getByRole('row').filter({ hasText: account })).toContainText('Approved');
    await shell.nav().getByRole('link', { name: 'Payment channels' }).click();
    await expect(deskPage.getByRole('heading', { name: 'Payment channels', level: 1 })).toBeVisible();
    await expect(deskPage.getByLabel('Account number').first()).toHaveValue('4000 1234 5678 9010');
    await shot(deskPage, 'console-channels-1440.png', true);
    await desk.close();

    // The test gateway: its own page, a signed callback to our server, the money in.
    const gateway = await page.request.post('/wps/cashier/deposit', {
      headers,
      data: { channel: 'testpay', amount: 20 },
    });
    const { payUrl } = (await gateway.json()).value as { payUrl: string };
    const pay = await page.context().newPage();
    await pay.goto(payUrl);
    await expect(pay.getByRole('heading', { name: 'Test gateway' })).toBeVisible();
    await shot(pay, 'test-gateway-pay.png');
    await pay.getByRole('button', { name: 'Approve payment' }).click();
    await expect(pay.getByText('acknowledged')).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveText('$ 120.00');
    const orders = await page.request.get('/wps/cashier/orders', { headers });
    const statuses = ((await orders.json()).value.content as { id: number; status: string }[]).map((o) => o.status);
    expect(statuses).toEqual(['approved', 'approved']);
    expect(orderId).toBeGreaterThan(0);
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
  });
});
