import { expect, newQuietContext, test } from './fixtures';
import { admin, bengalUrl, p2pWithdrawal, png, shot } from './helpers';
import { balance, logIn, MemberCentre } from './member-pages';

/**
 * The peer-to-peer channel in two browsers (issue 13; spec 4 "Withdrawal confirmation"): a member withdraws, another
 * deposits on the P2P channel and is shown the withdrawer's account, pays and says so; the withdrawer confirms it
 * partly received; the payer is credited what arrived, live; the finance desk decides the dispute; the withdrawal
 * closes once paid in full. On the Bengal Star brand (its own pool of withdrawals, away from the other specs).
 */
const run = Date.now().toString(36).slice(-5);

test.describe('peer-to-peer deposits and the withdrawal confirmation (issue 13)', () => {
  test('a P2P payment is confirmed partly received, disputed and decided by the finance desk', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const withdrawer = `e2e${run}pw`;
    const payer = `e2e${run}pp`;
    admin('member', 'create', 'bengal', payer, '--password', 'peer12345');

    // The payer in English, the withdrawer in the brand's own Bengali and the light theme: both are looked at.
    const english = () => window.localStorage.setItem('historyLanguage', 'EN');
    await page.context().addInitScript(() => {
      window.localStorage.setItem('historyLanguage', 'BN');
      window.localStorage.setItem('theme', 'light');
    });
    // The withdrawer: 5,000 in the wallet, then a withdrawal of 2,000 that waits for payers.
    const centre = await p2pWithdrawal(page, {
      account: withdrawer,
      password: 'peer12345',
      thousands: 5,
      amount: '2000',
    });

    // The payer, in a phone-sized browser of their own: P2P shows what can be matched, then the account to pay.
    const phone = await newQuietContext(browser, { viewport: { width: 390, height: 844 } });
    await phone.addInitScript(english);
    const other = await phone.newPage();
    await logIn(other, payer, 'peer12345', bengalUrl(''));
    const payerCentre = new MemberCentre(other);
    await other.goto(bengalUrl('/?mc=depositv2'));
    await expect(other.getByTestId('mc-page-depositv2')).toBeVisible();
    await other.locator('input[name="deposit-channel"][value="p2p"]').check();
    await expect(other.getByTestId('p2p-explain')).toContainText('2,000.00');
    await other.getByTestId('deposit-amount').fill('2000');
    await other.getByTestId('deposit-submit').click();
    const card = other.getByTestId('p2p-payer').getByTestId('p2p-payment');
    await expect(card).toHaveAttribute('data-state', 'awaiting_payment');
    const account = card.getByTestId('receiving-account');
    await expect(account).toContainText('Rahim Uddin');
    await expect(account).toContainText('Sonali Bank');
    await expect(account).toContainText('2001334455667788');
    await card.getByTestId('p2p-reference').scrollIntoViewIfNeeded();
    await shot(other, 'p2p-payer-pay-390.png');
    await card.getByTestId('p2p-reference').fill('SB-20261123-01');
    await card
      .getByTestId('p2p-payer-proof')
      .setInputFiles({ name: 'transfer.png', mimeType: 'image/png', buffer: png(32, [40, 160, 90]) });
    await card.getByTestId('p2p-paid').click();
    await expect(card).toHaveAttribute('data-state', 'paid');
    await expect(balance(other)).toContainText('0.00');

    // The withdrawer sees the payment to confirm (the page asks again by itself) and says only 1,500 arrived.
    const toConfirm = page.getByTestId('p2p-payee').getByTestId('p2p-payment');
    await expect(toConfirm).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
    await expect(toConfirm).toContainText('SB-20261123-01');
    await toConfirm.getByTestId('p2p-partly').click();
    await toConfirm.getByTestId('p2p-partly-amount').fill('1500');
    await toConfirm.getByTestId('p2p-note').fill('only 1500 on my statement');
    await shot(page, 'p2p-payee-confirm-1366-bn-light.png');
    await toConfirm.getByTestId('p2p-send-answer').click();
    await expect(toConfirm).toHaveAttribute('data-state', 'disputed');

    // The payer is credited what arrived, live; the rest waits for the finance desk.
    await expect(balance(other)).toContainText('1,500.00', { timeout: 20_000 });
    await expect(card).toHaveAttribute('data-state', 'disputed', { timeout: 20_000 });

    // The finance desk finds the dispute and decides it was paid in full (the console's desk service).
    const disputes = admin('cashier', 'p2p', 'bengal', '--state', 'disputed') as {
      id: number;
      payer: { account: string };
      payeeAmount: number;
      payerProof: boolean;
    }[];
    const mine = disputes.find((d) => d.payer.account === payer);
    expect(mine).toMatchObject({ payeeAmount: 1500, payerProof: true });
    admin('cashier', 'resolve-p2p', String(mine?.id), 'paid', '--reason', 'bank confirms 2000 arrived');
    await expect(balance(other)).toContainText('2,000.00', { timeout: 20_000 });

    // Paid in full by the payer: the withdrawal is approved and nothing is held any more.
    await page.reload();
    await centre.open('withdraw');
    await expect(page.getByTestId('withdraw-orders').getByRole('listitem').first()).toHaveAttribute(
      'data-status',
      'approved',
    );
    await expect(balance(page)).toContainText('3,000.00');
    expect(admin('ledger', 'check')).toMatchObject({ ok: true });
    await payerCentre.open('transactionHistory');
    await expect(other.getByTestId('mc-page-transactionHistory')).toContainText('P2P payment');
    await shot(other, 'p2p-payer-history-390.png');
    await phone.close();
  });
});
