import { OPERATOR_ROUTES } from '@wl/contract/operator-routes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { ApiError, type CallOutput, call } from '../../lib/api-client';
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

/** The contract's own schema checks the form before it is sent (one validation source). */
function checked<T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success || result.data === undefined) throw new ApiError('invalid_input', 'Input is not valid', 400);
  return result.data;
}

/**
 * The operator login (design.md "Operators"): account and password, then a TOTP code or a recovery code; at the
 * first login, enrolment (a QR code, a code to confirm it) and the recovery codes shown once.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
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
    setCode('');
    setUseRecovery(false);
    setError(reason);
  };

  const signIn = (session: OperatorSession) => {
    saveSession(session);
    onSignedIn();
  };

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await call('operatorLogin', checked(OPERATOR_ROUTES.operatorLogin.request, { account, password }));
      setPassword('');
      setCode('');
      setStep(
        answer.step === 'enrol' ? { kind: 'enrol', challenge: answer } : { kind: 'totp', challenge: answer.challenge },
      );
    });
  };

  const submitTotp = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'totp') return;
    void run(async () => {
      const request = useRecovery
        ? { challenge: step.challenge, recoveryCode: code }
        : { challenge: step.challenge, code };
      const session = await call('operatorLoginTotp', checked(OPERATOR_ROUTES.operatorLoginTotp.request, request));
      signIn(session);
    });
  };

  const submitEnrol = (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'enrol') return;
    void run(async () => {
      const request = { challenge: step.challenge.challenge, code };
      const answer = await call('operatorLoginEnrol', checked(OPERATOR_ROUTES.operatorLoginEnrol.request, request));
      const { recoveryCodes, ...session } = answer;
      if (recoveryCodes?.length) setStep({ kind: 'recovery', session, codes: recoveryCodes });
      else signIn(session);
    });
  };

  return (
    <main className="login">
      <section className="login__card" aria-labelledby="login-title">
        <h1 id="login-title" className="login__title">
          {t('console_title')}
        </h1>
        {step.kind === 'password' && (
          <form className="form" onSubmit={submitPassword}>
            <p className="login__lead">{t('login_lead')}</p>
            <label className="field">
              <span className="field__label">{t('account')}</span>
              <input
                className="input"
                name="account"
                autoComplete="username"
                value={account}
                onChange={(e) => setAccount(e.target.value)}
                required
                maxLength={64}
              />
            </label>
            <label className="field">
              <span className="field__label">{t('password')}</span>
              <input
                className="input"
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                maxLength={200}
              />
            </label>
            <ErrorNotice error={error} />
            <button type="submit" className="button button--primary button--block" disabled={pending}>
              {pending ? t('working') : t('next')}
            </button>
          </form>
        )}
        {step.kind === 'totp' && (
          <form className="form" onSubmit={submitTotp}>
            <p className="login__lead">{useRecovery ? t('recovery_code_lead') : t('totp_lead')}</p>
            <label className="field">
              <span className="field__label">{useRecovery ? t('recovery_code') : t('totp_code')}</span>
              <input
                className="input input--code"
                name={useRecovery ? 'recoveryCode' : 'code'}
                autoComplete="one-time-code"
                inputMode={useRecovery ? 'text' : 'numeric'}
                pattern={useRecovery ? undefined : '\\d{6}'}
                maxLength={useRecovery ? 32 : 6}
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                required
                // biome-ignore lint/a11y/noAutofocus: the only field of this step, reached by the operator's own submit
                autoFocus
              />
            </label>
            <ErrorNotice error={error} />
            <button type="submit" className="button button--primary button--block" disabled={pending}>
              {pending ? t('working') : t('sign_in')}
            </button>
            <div className="login__links">
              <button
                type="button"
                className="link-button"
                onClick={() => {
                  setUseRecovery(!useRecovery);
                  setCode('');
                  setError(null);
                }}
              >
                {useRecovery ? t('use_totp_instead') : t('use_recovery_instead')}
              </button>
              <button type="button" className="link-button" onClick={() => restart()}>
                {t('start_again')}
              </button>
            </div>
          </form>
        )}
        {step.kind === 'enrol' && (
          <form className="form" onSubmit={submitEnrol}>
            <p className="login__lead">{t('enrol_lead')}</p>
            {step.challenge.qrSvg && (
              <img className="login__qr" src={svgDataUrl(step.challenge.qrSvg)} alt={t('enrol_qr_alt')} />
            )}
            {step.challenge.secret && (
              <p className="login__secret">
                {t('enrol_secret')} <code>{step.challenge.secret}</code>
              </p>
            )}
            <label className="field">
              <span className="field__label">{t('totp_code')}</span>
              <input
                className="input input--code"
                name="code"
                autoComplete="one-time-code"
                inputMode="numeric"
                pattern="\d{6}"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                required
              />
            </label>
            <ErrorNotice error={error} />
            <button type="submit" className="button button--primary button--block" disabled={pending}>
              {pending ? t('working') : t('enrol_confirm')}
            </button>
            <div className="login__links">
              <button type="button" className="link-button" onClick={() => restart()}>
                {t('start_again')}
              </button>
            </div>
          </form>
        )}
        {step.kind === 'recovery' && <RecoveryCodes codes={step.codes} onDone={() => signIn(step.session)} />}
      </section>
    </main>
  );
}
