import { CONSTANTS } from '@wl/contract/constants';
import { text } from '@wl/contract/inputs';
import { PATTERNS } from '@wl/contract/patterns';
import type { SecurityProfile } from '@wl/contract/routes/member-centre';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { SelectField } from '../../components/form-fields';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { useBindEmail } from './api/bind-email';
import { useBindMobileCode } from './api/bind-mobile-code';
import { useCountryCodes } from './api/country-codes';
import styles from './security-centre.module.css';
import { useProfileMutation } from './security-queries';

/** An e-mail address as spec 5's pattern 4 reads it; an empty one is left to "required". */
const isEmail = (value: string) => value === '' || PATTERNS[4].regex.test(value);

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
  const codes = useCountryCodes();
  const [dialing, setDialing] = useState('');
  const countdown = useCountdown();
  const dialingCode = dialing || codes.data?.[0]?.countryDialingCode || '';
  const form = useContractForm('bindMobile', {
    defaultValues: { mobileNum: '', verificationCode: '', countryDialingCode: '' },
    required: ['mobileNum', 'verificationCode'],
    // The code is sent as typed (spec 5).
    untrimmed: ['verificationCode'],
  });
  const [mobile, code] = form.watch(['mobileNum', 'verificationCode']);
  const send = useBindMobileCode();
  const bind = useProfileMutation('bindMobile');
  const submit = form.handleSubmit((values) => bind.mutate({ ...values, countryDialingCode: dialingCode }));
  const error = send.error ?? bind.error;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      data-testid="sc-mobile"
    >
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
        <FormTextField
          control={form.control}
          name="mobileNum"
          label={t('mobile_number')}
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
          onClick={() =>
            send.mutate(
              { countryDialingCode: dialingCode, mobileNum: mobile.trim() },
              { onSuccess: (value) => countdown.start(value.expiredMinutes) },
            )
          }
          data-testid="sc-mobile-send"
        >
          {countdown.remaining > 0 ? t('sms_resend_in', { seconds: countdown.remaining }) : t('sms_send')}
        </button>
        <FormTextField
          control={form.control}
          name="verificationCode"
          label={t('verification_code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          ltr
          testId="sc-mobile-code"
        />
      </div>
      <FormFooter
        submitLabel={t(profile.mobile ? 'sc_change' : 'sc_bind')}
        busy={bind.isPending}
        disabled={!code || !mobile.trim()}
        error={error ? errorText(t, error) : null}
        success={bind.isSuccess ? t('sc_mobile_bound') : null}
        testIds={{ submit: 'sc-mobile-bind' }}
      />
    </form>
  );
}

function EmailForm({ profile }: { profile: SecurityProfile }) {
  const { t } = useTranslation();
  const titleId = useId();
  const form = useContractForm('bindEmail', {
    schema: (request) => request.extend({ email: text().trim().max(254).refine(isEmail, 'msg_email_format') }),
    defaultValues: { email: '' },
    required: ['email'],
  });
  const email = form.watch('email');
  const send = useBindEmail();
  const submit = form.handleSubmit((body) => send.mutate(body));
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby={titleId}
      data-testid="sc-email"
    >
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
      <FormTextField
        control={form.control}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        maxLength={254}
        ltr
        testId="sc-email-input"
      />
      <FormFooter
        submitLabel={t('sc_send_link')}
        busy={send.isPending}
        disabled={!email.trim()}
        error={send.isError ? errorText(t, send.error) : null}
        success={send.isSuccess ? t('sc_email_sent', { email: send.variables.email }) : null}
        testIds={{ submit: 'sc-email-send', success: 'sc-email-sent' }}
      />
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
