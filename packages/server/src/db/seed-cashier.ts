import { and, eq } from 'drizzle-orm';
import { randomToken } from '../lib/secrets.js';
import type { Db } from './client.js';
import { paymentChannels, receivingAccounts } from './schema-cashier.js';

const U = 10_000;

/**
 * The demo brands' deposit channels (design.md "Cashier"): an offline bank transfer with one receiving account, the
 * built-in test gateway (its callback secret made here, once) and the peer-to-peer channel. Idempotent: what an
 * operator changed stays.
 */
export async function seedCashier(db: Db, brandId: number, currency: string): Promise<void> {
  const scale = currency === 'BDT' ? 100 : 1;
  const channels = [
    {
      code: 'bank',
      kind: 'offline_bank' as const,
      adapter: 'offline_bank',
      name: 'Bank transfer',
      minAmount: 10 * scale * U,
      maxAmount: 50_000 * scale * U,
      presets: [100, 500, 1000, 5000].map((p) => p * scale * U),
      sort: 1,
    },
    {
      code: 'testpay',
      kind: 'gateway' as const,
      adapter: 'test_gateway',
      name: 'Test gateway',
      minAmount: 5 * scale * U,
      maxAmount: 10_000 * scale * U,
      feeBps: 100,
      feePayer: 'brand' as const,
      presets: [50, 100, 500, 1000].map((p) => p * scale * U),
      sort: 2,
      callbackSecret: randomToken(32),
    },
    {
      // Peer-to-peer (spec 4): depositors pay withdrawing members directly; no fee, no receiving account.
      code: 'p2p',
      kind: 'p2p' as const,
      adapter: 'p2p',
      name: 'P2P transfer',
      minAmount: 10 * scale * U,
      maxAmount: 50_000 * scale * U,
      presets: [100, 200, 500, 1000].map((p) => p * scale * U),
      sort: 3,
    },
  ];
  for (const channel of channels) {
    await db
      .insert(paymentChannels)
      .values({ ...channel, brandId })
      .onConflictDoNothing({ target: [paymentChannels.brandId, paymentChannels.code] });
  }
  const [bank] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.code, 'bank')));
  if (!bank) return;
  const [account] = await db
    .select({ id: receivingAccounts.id })
    .from(receivingAccounts)
    .where(eq(receivingAccounts.channelId, bank.id))
    .limit(1);
  if (account) return;
  await db.insert(receivingAccounts).values({
    brandId,
    channelId: bank.id,
    bankName: currency === 'BDT' ? 'Sonali Bank' : 'First Demo Bank',
    holderName: currency === 'BDT' ? 'Bengal Star Ltd' : 'Aurora Play Ltd',
    accountNumber: currency === 'BDT' ? '0123 4567 8901' : '4000 1234 5678 9010',
    branch: currency === 'BDT' ? 'Motijheel, Dhaka' : 'Main Street',
  });
}
