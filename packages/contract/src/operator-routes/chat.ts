import { z } from 'zod';
import { id, int, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

const brandCode = text().trim().min(1).max(32);

export const chatHostRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  intro: z.string(),
  tags: z.array(z.string()),
  online: z.boolean(),
  sort: z.number().int(),
  createdAt: z.string(),
});

const base = {
  auth: 'operator',
  capability: 'chat.manage',
  brandScoped: true,
  area: 'chat',
} as const;

export const operatorChatRoutes = {
  chatHostList: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/chat/hosts',
    audited: false,
    tier: 'read',
    summary: "A brand's live chat hosts (the player site's modelList), by name (part of), online first",
    request: pageQuery.extend({
      brand: brandCode,
      name: text().trim().max(100).optional(),
      online: z.enum(['true', 'false']).optional(),
    }),
    response: paged(chatHostRow).extend({ total: z.number().int() }),
  }),
  chatHostSave: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/chat/hosts/save',
    audited: true,
    tier: 'write',
    summary: 'Creates a host (no id) or edits one; online puts it on or off air',
    request: z.object({
      brand: brandCode,
      id: id().optional(),
      name: text().trim().min(1).max(64),
      avatarUrl: text()
        .trim()
        .max(2000)
        .regex(/^(https?:\/\/|\/)/, 'an http(s) address or a path')
        .nullable(),
      intro: text().trim().max(500),
      tags: z.array(text().trim().min(1).max(32)).max(10),
      online: z.boolean(),
      sort: int().default(0),
    }),
    response: chatHostRow,
  }),
  chatHostTicket: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/chat/hosts/ticket',
    audited: true,
    tier: 'write',
    summary: 'A ticket for the host to join their room (12 hours); its address is shown once and never stored',
    request: z.object({ brand: brandCode, id: id() }),
    response: z.object({ chatUrl: z.string(), expiresAt: z.string() }),
  }),
};
