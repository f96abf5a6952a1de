import type { QueryClient } from '@tanstack/react-query';
import { liveEvent, parseEvent } from '@wl/contract/events';
import { CASHIER_LIVE_KEYS } from '../../lib/cashier-keys';
import { publishLotteryDraw } from '../../lib/lottery-draws';
import { lotteryBetsKey } from '../../lib/lottery-keys';
import { messagesKey } from '../../lib/message-keys';
import { type BalanceValue, balanceKey } from './balance-key';

/** Applies one message of the live socket to the query cache; answers false when the token was refused. */
export function applyLiveMessage(queryClient: QueryClient, token: string, raw: string): boolean {
  // A frame the contract's schema does not read (malformed, or a type this web does not know) is ignored.
  const message = parseEvent(liveEvent, raw);
  if (message?.type === 'balance') {
    const value: BalanceValue = { balance: message.balance, currencySymbol: message.currencySymbol };
    queryClient.setQueryData(balanceKey(token), value);
  }
  // A new message (system, personal or broadcast): the inbox and its unread badge are fetched again.
  // The cashier's lists too: each of its decisions comes with a system message (lib/cashier-keys.ts).
  if (message?.type === 'message') {
    void queryClient.invalidateQueries({ queryKey: messagesKey });
    for (const queryKey of CASHIER_LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  }
  // A lottery numero was drawn: the lottery pages open now show it (features/lottery/use-live-draws.ts).
  if (message?.type === 'lotteryDraw') {
    publishLotteryDraw({
      gameCode: message.gameCode,
      numero: message.numero,
      result: message.result,
      drawnAt: message.drawnAt,
    });
  }
  // The member's lottery bets of a numero were settled or refunded: "my bets" is fetched again.
  if (message?.type === 'lotteryBet') void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
  return message?.type !== 'error';
}
