import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFooter } from '../../components/form-footer';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { ApiError, type CallOutput, call } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { type OperatorSession, saveSession } from '../../lib/session';
import { RecoveryCodes } from './recovery-codes';

type Challenge = CallOutput<'operatorLogin'>;
type Step =
  | { kind: 'password' }
  | { kind: 'totp'; challenge: string }
  | { kind: 'enrol'; challenge: Challenge }
  | { kind: 'recovery'; session: OperatorSession; codes: string[] };

/** The QR code is the server's SVG, shown as an image: it never enters the DOM as markup. */
function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/** What each step's form is given by the page: the call in flight and the last failure. */
interface StepProps {
  pending: boolean;
  error: unknown;
}

function PasswordStep({
  pending,
  error,
  onSubmit,
}: StepProps & { onSubmit: (account: string, password: string) => void }) {
  const { t } = useTranslation();
  const form = useContractForm('operatorLogin', { defaultValues: { account: '', password: '' } });
  const { errors } = form.formState;
  return (
    <form
      className="form"
      noValidate
      onSubmit={form.handleSubmit(({ account, password }) => onSubmit(account, password))}
    >
      <p className="login__lead">{t('login_lead')}</p>
      <TextField
        label={t('account')}
        autoComplete="username"
        maxLength={64}
        error={errors.account}
        {...form.register('account')}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        maxLength={200}
        error={errors.password}
        {...form.register('password')}
      />
      <FormFooter wide submitLabel={t('next')} busy={pending} error={error} />
    </form>
  );
}

/** A six-digit code of the authenticator app, or (at the TOTP step) one of the recovery codes. */
function CodeField({ recovery, autoFocus, ...props }: Omit<TextFieldProps, 'label'> & { recovery?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={recovery ? t('recovery_code') : t('totp_code')}
      inputClassName="input--code"
      autoComplete="one-time-code"
      inputMode={recovery ? 'text' : 'numeric'}
      maxLength={recovery ? 32 : 6}
      autoFocus={autoFocus}
      {...props}
    />
  );
}

/** The code of the TOTP step: the route's `code`, or its `recoveryCode` when the operator uses one instead. */
function useCodeForm(recovery: boolean) {
  return useContractForm('operatorLoginTotp', {
    refine: (request) =>
      z.object({ code: recovery ? request.shape.recoveryCode.unwrap() : request.shape.code.unwrap() }),
    defaultValues: { code: '' },
    messages: { code: recovery ? 'form_invalid' : 'totp_code_rule' },
  });
}

function TotpStep(props: StepProps & { recovery: boolean; onSubmit: (code: string) => void; links: ReactNode }) {
  const { t } = useTranslation();
  const form = useCodeForm(props.recovery);
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(({ code }) => props.onSubmit(code))}>
      <p className="login__lead">{props.recovery ? t('recovery_code_lead') : t('totp_lead')}</p>
      <CodeField recovery={props.recovery} autoFocus error={form.formState.errors.code} {...form.register('code')} />
      <FormFooter wide submitLabel={t('sign_in')} busy={props.pending} error={props.error} />
      {props.links}
    </form>
  );
}

function EnrolStep(props: StepProps & { challenge: Challenge; onSubmit: (code: string) => void; links: ReactNode }) {
  const { t } = useTranslation();
  const form = useContractForm('operatorLoginEnrol', {
    refine: (request) => request.omit({ challenge: true }),
    defaultValues: { code: '' },
    messages: { code: 'totp_code_rule' },
  });
  const { challenge } = props;
  return (
    <form className="form" noValidate onSubmit={form.handleSubmit(({ code }) => props.onSubmit(code))}>
      <p className="login__lead">{t('enrol_lead')}</p>
      {challenge.qrSvg && <img className="login__qr" src={svgDataUrl(challenge.qrSvg)} alt={t('enrol_qr_alt')} />}
      {challenge.secret && (
        <p className="login__secret">
          {t('enrol_secret')} <code>{challenge.secret}</code>
        </p>
      )}
      <CodeField error={form.formState.errors.code} {...form.register('code')} />
      <FormFooter wide submitLabel={t('enrol_confirm')} busy={props.pending} error={props.error} />
      {props.links}
    </form>
  );
}

/**
 * The operator login (design.md "Operators"): account and password, then a TOTP code or a recovery code; at the
 * first login, enrolment (a QR code, a code to confirm it) and the recovery codes shown once. Each step's form checks
 * its fields with the route's own schema (one validation source).
 */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [useRecovery, setUseRecovery] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure);
      // An expired challenge cannot be retried: the operator starts again from the password.
      if (failure instanceof ApiError && failure.code === 'login_challenge_expired') restart(failure);
    } finally {
      setPending(false);
    }
  };

  const restart = (reason: unknown = null) => {
    setStep({ kind: 'password' });
    setUseRecovery(false);
    setError(reason);
  };

  const signIn = (session: OperatorSession) => {
    saveSession(session);
    onSignedIn();
  };

  const submitPassword = (account: string, password: string) =>
    void run(async () => {
      const answer = await call('operatorLogin', { account, password });
      setStep(
        answer.step === 'enrol' ? { kind: 'enrol', challenge: answer } : { kind: 'totp', challenge: answer.challenge },
      );
    });

  const submitTotp = (code: string) => {
    if (step.kind !== 'totp') return;
    void run(async () => {
      const request = useRecovery
        ? { challenge: step.challenge, recoveryCode: code }
        : { challenge: step.challenge, code };
      signIn(await call('operatorLoginTotp', request));
    });
  };

  const submitEnrol = (code: string) => {
    if (step.kind !== 'enrol') return;
    void run(async () => {
      const answer = await call('operatorLoginEnrol', { challenge: step.challenge.challenge, code });
      const { recoveryCodes, ...session } = answer;
      if (recoveryCodes?.length) setStep({ kind: 'recovery', session, codes: recoveryCodes });
      else signIn(session);
    });
  };

  const startAgain = (
    <button type="button" className="link-button" onClick={() => restart()}>
      {t('start_again')}
    </button>
  );

  return (
    <main className="login">
      <section className="login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="login__title">
          {t('console_title')}
        </h1>
        {step.kind === 'password' && <PasswordStep pending={pending} error={error} onSubmit={submitPassword} />}
        {step.kind === 'totp' && (
          <TotpStep
            // A new form for the other kind of code: nothing typed for one is kept for the other.
            key={useRecovery ? 'recovery' : 'totp'}
            recovery={useRecovery}
            pending={pending}
            error={error}
            onSubmit={submitTotp}
            links={
              <div className="login__links">
                <button
                  type="button"
                  className="link-button"
                  onClick={() => {
                    setUseRecovery(!useRecovery);
                    setError(null);
                  }}
                >
                  {useRecovery ? t('use_totp_instead') : t('use_recovery_instead')}
                </button>
                {startAgain}
              </div>
            }
          />
        )}
        {step.kind === 'enrol' && (
          <EnrolStep
            challenge={step.challenge}
            pending={pending}
            error={error}
            onSubmit={submitEnrol}
            links={<div className="login__links">{startAgain}</div>}
          />
        )}
        {step.kind === 'recovery' && <RecoveryCodes codes={step.codes} onDone={() => signIn(step.session)} />}
      </section>
    </main>
  );
}
