import { Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { CloseIcon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { NotAvailable } from '../../components/not-available';
import { WarningDialog } from '../../components/warning-dialog';
import { usePromotionEnabled } from '../../features/promotions/use-promotion-enabled';
import { openAuthDialog, useAuthDialogState } from '../../lib/auth-dialog';
import {
  clearMemberCentreRequest,
  type MemberCentrePageId,
  memberCentrePageOf,
  memberCentreSearch,
  openMemberCentre,
  showMemberCentreTrialWarning,
  useMemberCentreRequest,
  useMemberCentreTrialWarning,
} from '../../lib/member-centre';
import { useSession } from '../../lib/use-session';
import styles from './member-centre.module.css';
import { MEMBER_CENTRE_PAGES, memberCentrePage } from './member-centre-pages';
import { useMemberCentreBadges } from './use-member-centre-badges';

/** How many history entries the centre pushed since it opened, so closing goes back past all of them. */
function depthOf(state: unknown): number {
  const depth = (state as { mcDepth?: unknown } | null)?.mcDepth;
  return typeof depth === 'number' && depth > 0 ? depth : 0;
}

/** A visitor who followed a deep link: the page the centre opens on once they have logged in. */
let afterLogin: MemberCentrePageId | null = null;

/**
 * Spec 2 "Member centre": a modal over the page on desktop, the whole screen on phones, opened by `?mc=<pageId>`
 * (lib/member-centre.ts), so deep links and the back button work. Each page switch is a history entry; closing goes
 * back past them all. Spec 5/6: a visitor gets the login popup, a trial account the in_need_true_account warning.
 */
export function MemberCentre() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const request = useMemberCentreRequest();
  const trialWarning = useMemberCentreTrialWarning();
  const page = memberCentrePageOf(location.search);
  const depth = depthOf(location.state);
  const allowed = session.isLogin && !session.isTrial;
  const shown = useRef(false);
  const authDialog = useAuthDialogState();

  const go = (next: MemberCentrePageId | null, push: boolean, state: unknown = null) =>
    navigate(
      { pathname: location.pathname, search: memberCentreSearch(location.search, next), hash: location.hash },
      { replace: !push, state },
    );

  // A button asked for the centre (openMemberCentre): each page is its own history entry.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per request
  useEffect(() => {
    if (!request) return;
    clearMemberCentreRequest();
    if (request.page === page) return;
    void go(request.page, true, { mcDepth: page === null ? 1 : depth + 1 });
  }, [request]);

  // A deep link the caller may not open: the login popup (then the page), or the trial warning.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the page and the login state only
  useEffect(() => {
    if (page === null) {
      shown.current = false;
      return;
    }
    if (allowed) {
      shown.current = true;
      return;
    }
    // Logged out while it was open: it just closes.
    if (!session.isLogin && !shown.current) {
      afterLogin = page;
      openAuthDialog('login');
    } else if (session.isTrial) showMemberCentreTrialWarning(true);
    shown.current = false;
    void go(null, false);
  }, [page, allowed]);

  useEffect(() => {
    if (!allowed || afterLogin === null) return;
    const wanted = afterLogin;
    afterLogin = null;
    openMemberCentre(wanted);
  }, [allowed]);

  // The visitor closed the login popup without logging in: a later login does not open the centre by surprise.
  // (A login starts the session and closes the popup in one render, so the effect above has taken the page.)
  const lastDialog = useRef(authDialog);
  useEffect(() => {
    if (lastDialog.current !== null && authDialog === null && !allowed) afterLogin = null;
    lastDialog.current = authDialog;
  }, [authDialog, allowed]);

  const close = () => (depth > 0 ? navigate(-depth) : go(null, false));

  return (
    <>
      {page !== null && allowed ? (
        <CentreDialog page={page} depth={depth} onClose={() => void close()} search={location.search} />
      ) : null}
      <WarningDialog
        message={trialWarning ? t('in_need_true_account') : null}
        onClose={() => showMemberCentreTrialWarning(false)}
        testId="member-centre-trial-warning"
      />
    </>
  );
}

function CentreDialog({
  page,
  depth,
  search,
  onClose,
}: {
  page: MemberCentrePageId;
  depth: number;
  search: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const titleId = useId();
  const pageTitleId = useId();
  const referral = usePromotionEnabled('REFERRAL');
  const badges = useMemberCentreBadges();
  const current = memberCentrePage(page);
  const nav = useRef<HTMLElement>(null);
  // On phones the pages are a row that scrolls sideways: keep the open one in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the open page changes
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [page]);
  const Page = current.component;
  const pages = MEMBER_CENTRE_PAGES.filter((p) => p.promotion !== 'REFERRAL' || referral || p.id === page);
  return (
    <Modal onDismiss={onClose} className={styles.centre} labelledBy={titleId} testId="member-centre">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('member_centre')}
        </h2>
        <button
          type="button"
          className={buttonClass('ghost', { icon: true })}
          aria-label={t('close')}
          onClick={onClose}
          data-testid="member-centre-close"
        >
          <CloseIcon />
        </button>
      </div>
      <div className={styles.body}>
        <nav ref={nav} className={styles.nav} aria-label={t('member_centre_pages')}>
          <ul className={styles.navList}>
            {pages.map((p) => {
              const count = p.badge ? badges[p.badge] : undefined;
              const Icon = p.icon;
              return (
                <li key={p.id}>
                  <Link
                    to={{ pathname: location.pathname, search: memberCentreSearch(search, p.id), hash: location.hash }}
                    state={{ mcDepth: depth + 1 }}
                    replace={p.id === page}
                    className={styles.navItem}
                    aria-current={p.id === page ? 'page' : undefined}
                    data-testid={`mc-nav-${p.id}`}
                  >
                    <Icon size={18} />
                    <span className={styles.navLabel}>{t(p.titleKey)}</span>
                    {count ? (
                      <span className={styles.badge} data-testid={`mc-badge-${p.id}`}>
                        <span className="visually-hidden">{t('mc_badge_count')}</span>
                        {count > 99 ? '99+' : count}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <section className={styles.page} aria-labelledby={pageTitleId} data-testid={`mc-page-${page}`}>
          <h3 id={pageTitleId} className={styles.pageTitle}>
            {t(current.titleKey)}
          </h3>
          <Suspense fallback={<p className={styles.loading}>{t('app_loading')}</p>}>
            {Page ? <Page /> : <NotAvailable />}
          </Suspense>
        </section>
      </div>
    </Modal>
  );
}
