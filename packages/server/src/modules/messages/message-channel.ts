import { BROADCAST_AUDIENCES } from '@wl/contract/operator-routes/messages';
import { z } from 'zod';
import { defineLiveChannel } from '../../lib/live-channel.js';
import { MESSAGE_CHANNEL } from './message-repo.js';

const notice = z.union([
  z.object({ memberIds: z.array(z.number().int()), kind: z.enum(['system', 'personal']) }),
  z.object({ brandId: z.number().int(), audience: z.enum(BROADCAST_AUDIENCES), kind: z.literal('broadcast') }),
]);

/** A message reached an inbox: the member's own, or a broadcast to every tab of its brand and audience. */
export const messageChannel = defineLiveChannel({
  name: MESSAGE_CHANNEL,
  payload: notice,
  audience: (n) =>
    'memberIds' in n
      ? { members: n.memberIds }
      : { brandId: n.brandId, agents: n.audience === 'all' ? undefined : n.audience === 'agents' },
  event: (n) => ({ type: 'message', kind: n.kind }),
});
