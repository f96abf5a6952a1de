import { useMutation, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import type { SecurityProfile } from '@wl/contract/routes/member-centre';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField, SelectField } from '../../components/form-fields';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { useProfileMutation } from './security-queries';

function Status({ bound, verified }: { bound: boolean; verified: boolean }) {
  const { t } = useTranslation();
  if (!bound) return <span className={styles.tag}>{t('sc_not_bound')}</span>;
  return (
    <span className={`${styles.tag} ${verified ? styles.tagOk : ''}`}>
      {t(verified ? 'sc_verified' : 'sc_not_verified')}
    </span>
  );
}

/** Spec 4 "SMS send": the button waits 60 s per minute the code lives. */
function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (minutes: number) => setRemaining(minutes * CONSTANTS.smsCountdownSecondsPerMinute) };
}

function MobileForm({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const codes = useQuery({ queryKey: ['countryCodes'], queryFn: () => call('countryCodes'), staleTime: Infinity });
  const [dialing, setDialing] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const countdown = useCountdown();
  const dialingCode = dialing || codes.data?.[0]?.countryDialingCode || '';
  const send = useMutation({
    mutationFn: () => call('bindMobileCode', { countryDialingCode: dialingCode, mobileNum: mobile.trim() }),
    onSuccess: (value) => countdown.start(value.expiredMinutes),
  });
  const bind = useProfileMutation('bindMobile');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    bind.mutate({ countryDialingCode: dialingCode, mobileNum: mobile.trim(), verificationCode: code });
  };
  const error = send.error ?? bind.error;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="sc-mobile">
      <div className={styles.sectionHead}>
        <h5 id={titleId} className={styles.sectionTitle}>
          {t('mobile_number')}
        </h5>
        <Status bound={profile.mobile !== null} verified={profile.mobileVerified} />
      </div>
      {profile.mobile ? (
        <p className={`${styles.value} ${styles.number}`} data-testid="sc-mobile-value">
          {profile.mobile}
        </p>
      ) : null}
      <div className={styles.inline}>
        <SelectField
          label={t('dialing_code')}
          value={dialingCode}
          onValueChange={setDialing}
          options={(codes.data ?? []).map((c) => ({
            value: c.countryDialingCode,
            label: `${c.countryCode} ${c.countryDialingCode}`,
          }))}
        />
        <InputField
          label={t('mobile_number')}
          value={mobile}
          onValueChange={setMobile}
          inputMode="tel"
          autoComplete="tel-national"
          ltr
          testId="sc-mobile-number"
        />
      </div>
      <div className={styles.inline}>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={countdown.remaining > 0 || send.isPending || !mobile.trim()}
          onClick={() => send.mutate()}
          data-testid="sc-mobile-send"
        >
          {countdown.remaining > 0 ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send')}
        </button>
        <InputField
          label={t('verification_code')}
          value={code}
          onValueChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          ltr
          testId="sc-mobile-code"
        />
      </div>
      {error ? <p className={styles.error}>{errorText(t, error)}</p> : null}
      {bind.isSuccess ? (
        <p className={styles.success} role="status">
          {t('sc_mobile_bound')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={bind.isPending || !code || !mobile.trim()}
          data-testid="sc-mobile-bind"
        >
          {t(profile.mobile ? 'sc_change' : 'sc_bind')}
        </button>
      </div>
    </form>
  );
}

function EmailForm({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: (address: string) => call('bindEmail', { email: address }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId} data-testid="sc-email">
      <div className={styles.sectionHead}>
        <h5 id={titleId} className={styles.sectionTitle}>
          {t('email')}
        </h5>
        <Status bound={profile.email !== null} verified={profile.emailVerified} />
      </div>
      {profile.email ? (
        <p className={`${styles.value} ${styles.number}`} data-testid="sc-email-value">
          {profile.email}
        </p>
      ) : null}
      <InputField
        label={t('email')}
        value={email}
        onValueChange={setEmail}
        type="email"
        autoComplete="email"
        maxLength={254}
        ltr
        testId="sc-email-input"
      />
      {send.isError ? <p className={styles.error}>{errorText(t, send.error)}</p> : null}
      {send.isSuccess ? (
        <p className={styles.success} role="status" data-testid="sc-email-sent">
          {t('sc_email_sent', { email: send.variables })}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={send.isPending || !email.trim()}
          data-testid="sc-email-send"
        >
          {t('sc_send_link')}
        </button>
      </div>
    </form>
  );
}

/** Binding and verifying a mobile number (SMS code) and an e-mail address (a link). */
export function ContactSection({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.sectionTitle}>
        {t('sc_contact_verification')}
      </h4>
      <div className={styles.grid}>
        <MobileForm profile={profile} />
        <EmailForm profile={profile} />
      </div>
    </section>
  );
}
