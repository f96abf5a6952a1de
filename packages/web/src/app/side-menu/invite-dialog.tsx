import { CONSTANTS } from '@wl/contract/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { QrCode } from '../../components/qr-code';
import { useMemberInfo } from '../../features/account/member-info';
import styles from './invite-dialog.module.css';

/** The link a friend registers through: the register popup with the member's code (spec 2 "/register ... referralCode"). */
export function inviteLink(origin: string, referralCode: string): string {
  return `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`;
}

/**
 * Spec 2 "invite entry": the member's referral page — their invitation link, as text to copy and as a QR code
 * (spec 9 size 156), for friends who register through it.
 */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { data: member, isError } = useMemberInfo();
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = member?.referralCode ? inviteLink(window.location.origin, member.referralCode) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <DialogShell
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('invite')}
      description={t('invite_intro')}
      testId="invite-dialog"
    >
      {link && member?.referralCode ? (
        <div className={styles.body}>
          <QrCode value={link} size={CONSTANTS.qrSizes.large} label={t('invite_qr')} />
          <dl className={styles.facts}>
            <dt>{t('invite_code')}</dt>
            <dd className={styles.code} data-testid="invite-code">
              {member.referralCode}
            </dd>
            <dt>{t('invite_link')}</dt>
            <dd>
              <input className={styles.link} readOnly value={link} aria-label={t('invite_link')} dir="ltr" />
            </dd>
          </dl>
          <button type="button" className={buttonClass('primary')} onClick={() => void copy()}>
            {t('invite_copy')}
          </button>
          <p role="status" className={styles.status}>
            {copied === true ? t('invite_copied') : copied === false ? t('invite_copy_failed') : ''}
          </p>
        </div>
      ) : (
        <p role="status">{isError ? t('network_error') : t('app_loading')}</p>
      )}
    </DialogShell>
  );
}
