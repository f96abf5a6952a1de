import { z } from 'zod';
import { CONSTANTS } from '../constants.js';
import { text } from '../inputs.js';
import { route } from '../route-def.js';

/** Spec 7 "Wallet and home": feedback from anyone to the brand. */
export const feedbackRoutes = {
  feedback: route({
    method: 'PUT',
    path: '/wps/feedback',
    auth: 'public',
    encrypted: false,
    tier: 'write',
    area: 'home',
    summary: 'Send feedback with up to 3 images',
    bodyLimit: 24 * 1024 * 1024,
    request: z.object({
      content: text().trim().min(1).max(CONSTANTS.feedbackMaxLength),
      /** data: URLs of png or jpg images, 5 MB each at most (spec 5). */
      images: z.array(text().max(7_000_000)).max(CONSTANTS.uploads.maxFiles).optional(),
    }),
    response: z.object({ id: z.number().int() }),
  }),
};
