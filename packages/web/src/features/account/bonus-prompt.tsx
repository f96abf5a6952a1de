import { CONSTANTS } from '@wl/contract/constants';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { GiftIcon } from '../../components/icon';
import { findResource, useSiteInfo } from '../../lib/site-status';
import styles from './account-dialogs.module.css';

/** Spec 4 "A prompt for a Zalo or WhatsApp bonus follows success" (spec 9: "Zalo reward hint up to 131K"). */
export function BonusPrompt({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const links = [
    { type: 'ZALO', label: t('bonus_zalo'), url: findResource(info, 'ZALO') },
    { type: 'WHATSAPP', label: t('bonus_whatsapp'), url: findResource(info, 'WHATSAPP') },
  ].filter((link) => link.url);
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('bonus_title')}
      testId="bonus-prompt"
    >
      <div className={styles.bonus}>
        <span className={styles.bonusIcon} aria-hidden="true">
          <GiftIcon size={28} />
        </span>
        <p>{t('bonus_text', { amount: CONSTANTS.zaloRewardHint })}</p>
      </div>
      <div className={styles.actions}>
        {links.map((link) => (
          <a
            key={link.type}
            href={link.url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass('primary')}
            data-testid={`bonus-${link.type.toLowerCase()}`}
          >
            {link.label}
            <span className="visually-hidden">{t('opens_new_window')}</span>
          </a>
        ))}
        <button type="button" className={buttonClass('secondary')} onClick={onClose} data-testid="bonus-close">
          {t('close')}
        </button>
      </div>
    </DialogShell>
  );
}
