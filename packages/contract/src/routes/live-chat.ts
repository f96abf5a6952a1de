import { z } from 'zod';
import { id } from '../inputs.js';
import { readRoute, route } from '../route-def.js';
import { empty, liveModel } from '../schemas.js';

/** Spec 7 "Live": live chat with models. */
export const liveChatRoutes = {
  modelList: readRoute('live', '/wps/relay/CBS_modelList', 'Live chat models', 'public', empty, z.array(liveModel)),
  launchChat: route({
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    auth: 'public',
    encrypted: false,
    tier: 'write',
    area: 'live',
    summary: 'Open a live chat with a model',
    request: z.object({ modelId: id().optional() }),
    response: z.object({ chatUrl: z.string() }),
  }),
};
