import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAuthDialogState } from '../../lib/auth-dialog';
import { closePopup, isFirstLogin, isPopupClosed, type PopupState } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { useAnnouncements } from './api/announcements';
import { closeNoticeDialog, useNoticeDialog } from './notice-dialog';

// The dialog (and DOMPurify with it) loads only when there is something to show.
const AnnouncementsDialog = lazy(() =>
  import('./announcements-dialog').then((m) => ({ default: m.AnnouncementsDialog })),
);

/** Routes that open an account popup themselves: the announcement waits until that is done. */
const AUTH_ROUTES = new Set(['/login', '/register', '/resetpassword']);

/**
 * Spec 4 "Popups": announcement popups show once per session per logged-in/anonymous state, with the closed flag
 * in session storage. Execution A is for logged-in members, B for anonymous visitors, F for a first-time login.
 * Also hosts the notice list opened in place (the marquee, spec 2 "Modals: notice").
 */
export function AnnouncementPopups() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const authDialog = useAuthDialogState();
  const notice = useNoticeDialog();
  const { data } = useAnnouncements();
  // Closing writes the flag to session storage; this re-renders after it.
  const [, setClosedTick] = useState(0);

  const state: PopupState = session.isLogin ? 'member' : 'anonymous';
  const popups = useMemo(() => {
    const all = data?.popup ?? [];
    if (state === 'anonymous') return all.filter((p) => p.execution === 'B');
    const first = isFirstLogin();
    return all.filter((p) => p.execution === 'A' || (first && p.execution === 'F'));
  }, [data, state]);

  const busy = session.mustChangePassword || authDialog !== null || AUTH_ROUTES.has(location.pathname.toLowerCase());
  const showPopup = !busy && popups.length > 0 && !isPopupClosed(state);

  if (notice) {
    const items = notice.kind === 'promotions' ? (data?.promotion ?? []) : (data?.player ?? []);
    if (items.length === 0) return null;
    return (
      <Suspense fallback={null}>
        <AnnouncementsDialog
          title={t(notice.kind === 'promotions' ? 'promotion_notices' : 'home_notices')}
          items={items}
          initialId={notice.id}
          onClose={closeNoticeDialog}
          testId="notice-dialog"
        />
      </Suspense>
    );
  }
  if (!showPopup) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementsDialog
        title={t('public_announcement')}
        items={popups}
        onClose={() => {
          closePopup(state);
          setClosedTick((n) => n + 1);
        }}
        testId="announcement-popup"
      />
    </Suspense>
  );
}
