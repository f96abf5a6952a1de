import { createStore, useStoreValue } from '../../lib/create-store';

/**
 * Spec 2 "Modals: public announcement, notice": the list of player notices (or promotions) opened in place, for
 * instance from the notice marquee, optionally at one item.
 */
export interface NoticeDialogState {
  kind: 'notices' | 'promotions';
  id?: number;
}

const noticeDialog = createStore<NoticeDialogState | null>(null);

export const openNoticeDialog = (state: NoticeDialogState) => noticeDialog.set(state);
export const closeNoticeDialog = () => noticeDialog.set(null);
export const useNoticeDialog = () => useStoreValue(noticeDialog);
