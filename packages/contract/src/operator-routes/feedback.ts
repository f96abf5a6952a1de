import { z } from 'zod';
import { dateText, id, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

export const feedbackRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int().nullable(),
  memberAccount: z.string().nullable(),
  content: z.string(),
  ip: z.string().nullable(),
  images: z.number().int(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});

const base = {
  auth: 'operator',
  capability: 'feedback.read',
  brandScoped: true,
  area: 'feedback',
} as const;

export const operatorFeedbackRoutes = {
  feedbackList: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/feedback',
    audited: false,
    tier: 'read',
    summary:
      "What members and visitors sent (spec 7 feedback), newest first: by status and days (inclusive, in the brand's time zone)",
    request: pageQuery.extend({
      brand: text().trim().min(1).max(32),
      status: z.enum(['open', 'handled', 'all']).default('open'),
      from: dateText().optional(),
      to: dateText().optional(),
    }),
    response: paged(feedbackRow).extend({ total: z.number().int() }),
  }),
  feedbackDetail: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/feedback/detail',
    audited: false,
    tier: 'read',
    summary: 'One feedback with its images (png or jpeg data: URLs, checked by their bytes when sent)',
    request: z.object({ id: id() }),
    response: z.object({ feedback: feedbackRow, images: z.array(z.string()) }),
  }),
  feedbackHandle: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/feedback/handle',
    audited: true,
    tier: 'write',
    summary: 'Marks a feedback handled (or open again)',
    request: z.object({ id: id(), handled: z.boolean().default(true) }),
    response: feedbackRow,
  }),
};
