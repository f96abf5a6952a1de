import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';
import { articleView, bannerView, noticeView } from './content-desk-views.js';

type ContentRoute =
  | 'noticeList'
  | 'noticeSave'
  | 'bannerList'
  | 'bannerSave'
  | 'articleList'
  | 'articleSave'
  | 'contentSetState'
  | 'contentDelete'
  | 'contentPreview';

/** The content desk's handlers: each calls the content desk service the command line calls too. */
export function contentDeskHandlers(deps: AppRoot): DeskHandlers<ContentRoute> {
  const desk = deps.contentDesk;
  return {
    noticeList: ({ actor, input }) => desk.listNotices(deskActorOf(actor), input),
    noticeSave: async ({ actor, input }) => {
      const { brand, row } = await desk.saveNotice(deskActorOf(actor), input);
      return noticeView(row, brand);
    },
    bannerList: ({ actor, input }) => desk.listBanners(deskActorOf(actor), input),
    bannerSave: async ({ actor, input }) => {
      const { brand, row } = await desk.saveBanner(deskActorOf(actor), input);
      return bannerView(row, brand);
    },
    articleList: ({ actor, input }) => desk.listArticles(deskActorOf(actor), input),
    articleSave: async ({ actor, input }) => {
      const { brand, row } = await desk.saveArticle(deskActorOf(actor), input);
      return articleView(row, brand);
    },
    contentSetState: ({ actor, input }) => desk.setState(deskActorOf(actor), input),
    contentDelete: ({ actor, input }) => desk.remove(deskActorOf(actor), input),
    contentPreview: async ({ input }) => desk.preview(input.html),
  };
}
