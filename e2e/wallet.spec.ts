import { expect, test } from './fixtures';
import { admin, adminAs, shot } from './helpers';

const run = Date.now().toString(36).slice(-5);

test.describe('live balance (issue 4)', () => {
  test('a credited member sees the new balance appear in the header while the page is open', async ({ page }) => {
    const account = `e2e${run}w`;
    admin('member', 'create', 'aurora', account, '--password', 'wallet1234');
    await page.goto('/login');
    await page.getByTestId('login-username').fill(account);
    await page.getByTestId('login-password').fill('wallet1234');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('balance')).toHaveText('$ 0.00');
    // Two credits each within the brand's approval threshold, by two operators (one operator's own credits to a
    // member add up toward it), so no second approval is needed.
    adminAs('e2e-maker-1', 'credit', 'aurora', account, '600', '--reason', 'e2e credit');
    adminAs('e2e-maker-2', 'credit', 'aurora', account, '634.678', '--reason', 'e2e credit');
    // No reload: the server pushes the balance over the socket.
    await expect(page.getByTestId('balance')).toHaveText('$ 1,234.67');
    await shot(page, 'header-balance-desktop.png');
    admin('debit', 'aurora', account, '0.678', '--reason', 'e2e debit');
    await expect(page.getByTestId('balance')).toHaveText('$ 1,234.00');
    // The eye toggle masks it.
    await page.getByTestId('balance-toggle').click();
    await expect(page.getByTestId('balance')).not.toContainText('1,234');
  });
});
