import { z } from 'zod';
import { CONSTANTS, CONTENT_SECTIONS } from '../constants.js';
import { text } from '../inputs.js';
import { route } from '../route-def.js';
import { announcement, empty, languageParam } from '../schemas.js';

/** Spec 7 "Wallet and home": what the brand publishes (banners, notices, articles) and the member's unread messages. */
export const contentRoutes = {
  announcements: route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Banners, player notices, popups and promotions',
    request: z.object({
      types: text().max(100).default(CONSTANTS.announcementTypes.join(',')),
      /** W the web (spec 7); M the TCG mobile client, answered the same announcements. */
      platform: z.enum(['W', 'M']).default('W'),
      execution: z.enum(['A', 'B', 'F']).optional(),
      language: languageParam.optional(),
    }),
    response: z.object({
      banners: z.array(
        z.object({
          groupName: z.string(),
          url: z.string(),
          linkageType: z.string().nullable(),
          target: z.string().nullable(),
        }),
      ),
      player: z.array(announcement),
      popup: z.array(announcement),
      promotion: z.array(announcement),
    }),
  }),
  helpCenter: route({
    method: 'GET',
    path: '/wps/system/helpCenter',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Help-centre articles',
    request: z.object({
      lang: languageParam.optional(),
      device: z.literal('WEB').default('WEB'),
      /**
       * Added field: the same articles feed the other content pages of spec 2 (/sponsor, /description and the
       * download page's install guides); the spec's call (no section) reads the help centre.
       */
      section: z.enum(CONTENT_SECTIONS).default('help'),
    }),
    response: z.array(z.object({ id: z.number().int(), anchor: z.string(), title: z.string(), content: z.string() })),
  }),
  unreadCount: route({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'Unread message count',
    request: empty,
    response: z.object({ unreadMessage: z.number().int() }),
  }),
};
