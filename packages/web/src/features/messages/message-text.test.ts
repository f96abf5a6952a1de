import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { messageText } from './message-text';

const system = (category: 'deposit_approved' | 'deposit_rejected' | 'deposit_expired') => ({
  id: 1,
  kind: 'system' as const,
  category,
  params: { amount: '$ 1,250.00', orderId: 9 },
  title: '',
  body: '',
  read: false,
  createdAt: '2026-06-10T10:00:00.000Z',
});

describe("the cashier's system messages, written in the reader's language", () => {
  it('tells of a deposit approved, rejected or expired with its amount', async () => {
    await initI18n('EN');
    const t = i18n.t.bind(i18n);
    expect(messageText(t, system('deposit_approved'))).toEqual({
      title: 'Deposit approved',
      body: 'Your deposit of $ 1,250.00 was approved and added to your balance.',
    });
    expect(messageText(t, system('deposit_rejected')).title).toBe('Deposit rejected');
    const expired = messageText(t, system('deposit_expired'));
    expect(expired.title).toBe('Deposit order expired');
    expect(expired.body).toContain('Your deposit order of $ 1,250.00 expired');
  });
});
