import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { HeadsetIcon, WalletIcon } from '../../components/icon';
import { openMemberCentre } from '../../lib/member-centre';
import { useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import { IncomeIcon, TeamIcon, WithdrawIcon } from './home-icons';
import styles from './support-list.module.css';

/** The agent centre is not built yet: its entries lead to the agents' landing page (spec 2 /agentHome). */
const AGENT_HREF = '/agentHome';

/**
 * Spec 2 "Right-hand support list": my income and agent overview (agents only), customer service, deposit and
 * withdrawal. A column beside the home content on wide screens, a row of quick actions on phones.
 * Deposit and withdrawal behave as the header's deposit button: a visitor gets the login popup, a trial account the
 * in_need_true_account warning (spec 5), a member the member centre's deposit or withdraw page (lib/member-centre.ts).
 */
export function SupportList() {
  const { t } = useTranslation();
  const session = useSession();
  const info = useSiteInfo();
  const service = info.customerService[0];
  const label = (icon: ReactNode, text: string) => (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{text}</span>
    </>
  );

  return (
    <aside className={styles.support} aria-labelledby="home-support" data-testid="home-support">
      <h2 id="home-support" className={styles.title}>
        {t('home_support')}
      </h2>
      <ul className={styles.list}>
        {session.isLogin && session.isAgent ? (
          <>
            <li>
              <AppLink to={AGENT_HREF} className={styles.item} data-testid="support-income">
                {label(<IncomeIcon size={22} />, t('home_my_income'))}
              </AppLink>
            </li>
            <li>
              <AppLink to={AGENT_HREF} className={styles.item} data-testid="support-overview">
                {label(<TeamIcon size={22} />, t('home_agent_overview'))}
              </AppLink>
            </li>
          </>
        ) : null}
        <li>
          {service ? (
            <a
              href={service.url}
              className={styles.item}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('customer_service')} ${t('opens_new_window')}`}
              data-testid="support-service"
            >
              {label(<HeadsetIcon size={22} />, t('customer_service'))}
            </a>
          ) : (
            <AppLink to={{ pathname: '/help', hash: '#contact' }} className={styles.item} data-testid="support-service">
              {label(<HeadsetIcon size={22} />, t('customer_service'))}
            </AppLink>
          )}
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => openMemberCentre('depositv2')}
            data-testid="support-deposit"
          >
            {label(<WalletIcon size={22} />, t('deposit'))}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={() => openMemberCentre('withdraw')}
            data-testid="support-withdraw"
          >
            {label(<WithdrawIcon size={22} />, t('home_withdraw'))}
          </button>
        </li>
      </ul>
    </aside>
  );
}
