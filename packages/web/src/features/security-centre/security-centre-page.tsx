import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { AccountSection } from './account-section';
import { ContactSection } from './contact-section';
import { LoginHistorySection } from './login-history-section';
import { PaymentPasswordSection } from './payment-password-section';
import { PayoutAccountsSection } from './payout-accounts-section';
import { ProfileSection } from './profile-section';
import styles from './security-centre.module.css';
import { useSecurityProfile } from './security-queries';

/**
 * The member centre's default page (spec 2 "securityCenter"): account and avatar, personal details, mobile and
 * e-mail, payment password, bank cards and e-wallets, logins and devices.
 */
export default function SecurityCentrePage() {
  const { t } = useTranslation();
  const profile = useSecurityProfile();
  if (profile.isError) return <LoadFailed error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) return <p className={styles.muted}>{t('app_loading')}</p>;
  const data = profile.data;
  return (
    <div className={styles.page} data-testid="security-centre">
      <AccountSection profile={data} />
      <ProfileSection key={data.realName ?? ''} profile={data} />
      <ContactSection profile={data} />
      <PaymentPasswordSection hasPassword={data.hasPaymentPassword} />
      <PayoutAccountsSection realName={data.realName} />
      <LoginHistorySection />
    </div>
  );
}
