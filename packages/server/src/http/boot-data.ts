import { CONSTANTS } from '@wl/contract/constants';
import { ROUTES } from '@wl/contract/routes';
import type { StatusValue } from '@wl/contract/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps.js';
import type { Handlers } from '../lib/route-handler.js';
import { httpFacts, resolveActor } from './request-context.js';

/** Page paths that show the home page (spec 2), whose first banner is the largest thing the visitor sees. */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register', '/resetpassword']);

export interface BootData {
  /** The status call's answer for this visitor (spec 4 "Startup: fetch permission/config first"). */
  status: StatusValue;
  /** The announcements call's answer in the brand's default language, when the site is open. */
  announcements?: { language: string; value: unknown };
  /** The image to fetch first: the home page's first w_home banner. */
  leadImage?: string;
  /** The brand's default language, whose translation file the page will load. */
  language: string;
}

/**
 * What the first page load would ask for anyway, answered inside index.html: the status and the home content, so a
 * phone starts drawing the page without two round trips first (bench/README.md: LCP under 2 s on a mobile profile). The
 * page still calls the API for everything after the first render. Any failure means no boot data, never a broken page.
 */
export function createBootData(deps: AppDeps, handlers: Handlers) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<BootData | null> => {
    const status = handlers.status;
    const announcements = handlers.announcements;
    if (!status || !announcements) return null;
    try {
      const actor = await resolveActor(deps, request);
      const http = await httpFacts(deps, actor.brand, request, reply);
      const statusValue = ROUTES.status.response.parse(await status({ actor, input: {}, http }));
      const language = statusValue.info.defaultLanguage;
      const boot: BootData = { status: statusValue, language };
      if (statusValue.status !== 0) return boot;
      const input = { types: CONSTANTS.announcementTypes.join(','), platform: 'W' as const, language };
      const value = ROUTES.announcements.response.parse(await announcements({ actor, input, http }));
      boot.announcements = { language, value };
      const path = (request.url.split('?')[0] ?? '/').toLowerCase();
      const lead = value.banners.find((b) => b.groupName === 'w_home');
      if (HOME_PATHS.has(path) && lead) boot.leadImage = lead.url;
      return boot;
    } catch (error) {
      request.log.warn({ err: error }, 'boot data not embedded');
      return null;
    }
  };
}

/** JSON that is safe inside a <script> element: no `<` can close it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
