import type { Db } from '../../../db/client.js';
import { DomainError } from '../../../lib/errors.js';
import type { ChannelAdapter } from './channel-adapter.js';
import { offlineBankAdapter } from './offline-bank.js';
import { p2pAdapter } from './p2p.js';
import { createTestGatewayAdapter } from './test-gateway-adapter.js';

/** The adapters a channel's `adapter` column may name (channel-adapter.ts says how to add a real gateway). */
export function channelAdapters(db: Db) {
  const adapters: Record<string, ChannelAdapter> = {
    offline_bank: offlineBankAdapter,
    test_gateway: createTestGatewayAdapter(db),
    p2p: p2pAdapter,
  };
  return (name: string): ChannelAdapter => {
    const adapter = adapters[name];
    if (!adapter) throw new DomainError('deposit_channel_closed', { message: `no adapter ${name}` });
    return adapter;
  };
}
