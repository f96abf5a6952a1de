import type { AppDeps } from '../deps.js';
import { balanceChannel } from '../ledger/balance-channel.js';
import type { LiveChannel } from '../lib/live-channel.js';
import { lotteryBetChannel, lotteryDrawChannel } from '../modules/lottery/lottery-channels.js';
import { messageChannel } from '../modules/messages/message-channel.js';

/** Every channel of live events `/ws` carries (lib/live-channel.ts): one line per channel, declared by its module. */
export function liveChannels(deps: Pick<AppDeps, 'ledger'>): LiveChannel<never>[] {
  return [balanceChannel(deps.ledger), messageChannel, lotteryDrawChannel, lotteryBetChannel] as LiveChannel<never>[];
}
