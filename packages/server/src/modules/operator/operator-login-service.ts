import type { OperatorValue } from '@wl/contract/operator-routes/auth';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { LoginMeta, OperatorActor } from '../../domain/operator-actor.js';
import { DomainError } from '../../lib/errors.js';
import { randomFrom, randomToken, sha256 } from '../../lib/secrets.js';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../lib/totp.js';
import { verifyPassword } from '../account/passwords.js';
import type { AuditService } from '../audit/audit-service.js';
import { OPERATOR_POLICY as POLICY } from './operator-policy.js';
import { createOperatorRepo, type Operator } from './operator-repo.js';
import { describeOperator, type OperatorServiceDeps } from './operator-service.js';

/** Where a login comes from: recorded with every attempt. */

export interface OperatorSession {
  token: string;
  expiresAt: string;
  operator: OperatorValue;
  recoveryCodes?: string[];
}

/** Recovery codes read aloud or typed from paper: no 0/O or 1/I to confuse. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function normalRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The operator login (design.md "Operators"): password (argon2id), then TOTP or a recovery code, or TOTP
 * enrolment at the first login; a lock after repeated failures; every attempt recorded in operator_logins;
 * sessions with idle and absolute expiry.
 */
export function createOperatorLoginService(
  deps: OperatorServiceDeps & Pick<AppDeps, 'secretBox'> & { audit: AuditService },
) {
  const { db } = deps.database;
  const repo = createOperatorRepo(db);
  const { audit } = deps;
  const now = () => deps.clock.now();
  const describe = (operator: Operator, tx: Db = db) => describeOperator(repo, operator, tx);
  // TOTP secrets are sealed at rest (lib/secret-box.ts): a database dump alone cannot mint codes.
  const { secretBox } = deps;

  async function logAttempt(
    meta: LoginMeta,
    account: string,
    operatorId: number | null,
    step: 'password' | 'totp' | 'recovery' | 'enrol',
    outcome: string,
  ) {
    await repo.insertLogin({ operatorId, account, ip: meta.ip, userAgent: meta.userAgent, step, outcome, at: now() });
  }

  /**
   * One attempt counted, unless the account is locked (false); the fifth in a row locks it for 15 minutes. A code
   * step counts before it checks the code, and its success clears the count.
   */
  async function countAttempt(operator: Operator): Promise<boolean> {
    const at = now();
    return repo.countAttempt(operator.id, POLICY.lockAfter, new Date(at.getTime() + POLICY.lockMs), at);
  }

  async function newChallenge(operator: Operator, purpose: 'totp' | 'enrol', pendingSecret: string | null) {
    const challenge = randomToken(32);
    await repo.insertChallenge({
      operatorId: operator.id,
      tokenHash: sha256(challenge),
      purpose,
      pendingSecret,
      expiresAt: new Date(now().getTime() + POLICY.challengeMs),
    });
    return challenge;
  }

  async function openSession(operator: Operator, meta: LoginMeta, tx: Db = db): Promise<OperatorSession> {
    const token = randomToken(32);
    const at = now();
    const expiresAt = new Date(at.getTime() + POLICY.absoluteMs);
    await repo.insertSession(
      {
        operatorId: operator.id,
        tokenHash: sha256(token),
        createdAt: at,
        lastSeenAt: at,
        expiresAt,
        ip: meta.ip,
        userAgent: meta.userAgent,
      },
      tx,
    );
    // The code step counted itself (and, fifth in a row, locked the account): a success starts over.
    await repo.update(operator.id, { failedAttempts: 0, lockedUntil: null }, tx);
    return { token, expiresAt: expiresAt.toISOString(), operator: await describe(operator, tx) };
  }

  /**
   * The challenge of the second step, used up whatever follows; a wrong or old one is an expired sign-in. The
   * attempt is counted here, before its code is checked (a locked account's is refused unchecked).
   */
  async function takeChallenge(challenge: string, purpose: 'totp' | 'enrol', meta: LoginMeta, step: string) {
    const row = await repo.consumeChallenge(sha256(challenge), now());
    const operator = row ? await repo.byId(row.operatorId) : null;
    if (!row || row.purpose !== purpose || !operator || operator.disabled) {
      await logAttempt(meta, operator?.account ?? '', operator?.id ?? null, step as 'totp', 'challenge_invalid');
      throw new DomainError('login_challenge_expired');
    }
    if (!(await countAttempt(operator))) {
      await logAttempt(meta, operator.account, operator.id, step as 'totp', 'locked');
      throw new DomainError('account_locked');
    }
    return { row, operator };
  }

  function newRecoveryCodes(): string[] {
    return Array.from({ length: POLICY.recoveryCodes }, () => {
      const raw = randomFrom(RECOVERY_ALPHABET, 10);
      return `${raw.slice(0, 5)}-${raw.slice(5)}`;
    });
  }

  return {
    /**
     * First step: the password. Unknown account, wrong password and disabled account answer alike; so does a
     * locked account to a wrong password (only the right one is told of the lock, else anyone could learn it).
     */
    async login(input: { account: string; password: string }, meta: LoginMeta) {
      const operator = await repo.byAccount(input.account);
      const ok = await verifyPassword(operator?.passwordHash, input.password);
      if (!operator) {
        await logAttempt(meta, input.account, null, 'password', 'unknown_account');
        throw new DomainError('login_failed');
      }
      if (!ok) {
        // Not counted while locked: the lock's 15 minutes are not lengthened by guesses.
        await countAttempt(operator);
        await logAttempt(meta, input.account, operator.id, 'password', 'bad_password');
        throw new DomainError('login_failed');
      }
      if (operator.lockedUntil && operator.lockedUntil > now()) {
        await logAttempt(meta, input.account, operator.id, 'password', 'locked');
        throw new DomainError('account_locked');
      }
      if (operator.disabled) {
        await logAttempt(meta, input.account, operator.id, 'password', 'disabled');
        throw new DomainError('login_failed');
      }
      await logAttempt(meta, input.account, operator.id, 'password', 'ok');
      if (operator.totpEnabled && operator.totpSecret) {
        return { step: 'totp' as const, challenge: await newChallenge(operator, 'totp', null) };
      }
      const secret = newTotpSecret();
      const url = otpauthUrl(POLICY.issuer, operator.account, secret);
      return {
        step: 'enrol' as const,
        challenge: await newChallenge(operator, 'enrol', secretBox.seal(secret)),
        secret,
        otpauthUrl: url,
        qrSvg: await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
      };
    },

    /** Second step: a TOTP code (each accepted once) or an unused recovery code. */
    async loginTotp(
      input: { challenge: string; code?: string | undefined; recoveryCode?: string | undefined },
      meta: LoginMeta,
    ): Promise<OperatorSession> {
      if ((input.code === undefined) === (input.recoveryCode === undefined)) {
        throw new DomainError('invalid_input', { message: 'Send either a code or a recovery code' });
      }
      const step = input.code !== undefined ? 'totp' : 'recovery';
      const { operator } = await takeChallenge(input.challenge, 'totp', meta, step);
      const accepted =
        input.code !== undefined
          ? await (async () => {
              const matched = operator.totpSecret
                ? matchTotp(secretBox.open(operator.totpSecret), input.code ?? '', now(), operator.totpLastStep)
                : null;
              return matched !== null && (await repo.takeTotpStep(operator.id, matched));
            })()
          : await repo.useRecoveryCode(operator.id, sha256(normalRecoveryCode(input.recoveryCode ?? '')), now());
      if (!accepted) {
        await logAttempt(meta, operator.account, operator.id, step, 'bad_code');
        throw new DomainError('totp_invalid');
      }
      await logAttempt(meta, operator.account, operator.id, step, 'ok');
      return openSession(operator, meta);
    },

    /** First login: a code of the new secret proves the authenticator holds it; ten recovery codes, shown once. */
    async loginEnrol(input: { challenge: string; code: string }, meta: LoginMeta): Promise<OperatorSession> {
      const { row, operator } = await takeChallenge(input.challenge, 'enrol', meta, 'enrol');
      const secret = row.pendingSecret ? secretBox.open(row.pendingSecret) : null;
      const step = secret ? matchTotp(secret, input.code, now(), null) : null;
      if (!secret || step === null) {
        await logAttempt(meta, operator.account, operator.id, 'enrol', 'bad_code');
        throw new DomainError('totp_invalid');
      }
      const recoveryCodes = newRecoveryCodes();
      const session = await deps.database.transaction(async (tx) => {
        await repo.update(
          operator.id,
          { totpSecret: secretBox.seal(secret), totpEnabled: true, totpLastStep: step },
          tx,
        );
        await repo.replaceRecoveryCodes(
          operator.id,
          recoveryCodes.map((c) => sha256(normalRecoveryCode(c))),
          tx,
        );
        await audit.record(
          { operatorId: operator.id, actor: operator.account, ip: meta.ip },
          {
            action: 'operatorLoginEnrol',
            targetType: 'operator',
            targetId: operator.id,
            brandId: null,
            before: { totpEnabled: false },
            after: { totpEnabled: true, recoveryCodesIssued: recoveryCodes.length },
          },
          tx,
        );
        return openSession(operator, meta, tx);
      });
      await logAttempt(meta, operator.account, operator.id, 'enrol', 'ok');
      return { ...session, recoveryCodes };
    },

    /** The operator behind a console token, or null; a live session's idle clock restarts. */
    async authenticate(
      token: string,
    ): Promise<{ actor: Omit<OperatorActor, 'ip'>; sessionId: number; operator: Operator } | null> {
      if (token === '') return null;
      const at = now();
      const found = await repo.findLiveSession(sha256(token), at, POLICY.idleMs);
      if (!found || found.operator.disabled) return null;
      await repo.touchSession(found.sessionId, at);
      const { operator } = found;
      const brandScope = operator.allBrands ? ('all' as const) : (await repo.brandsOf(operator.id)).map((b) => b.id);
      return {
        actor: { operatorId: operator.id, account: operator.account, role: operator.role, brandScope },
        sessionId: found.sessionId,
        operator,
      };
    },

    async logout(sessionId: number): Promise<null> {
      await repo.revokeSession(sessionId, now());
      return null;
    },
  };
}

export type OperatorLoginService = ReturnType<typeof createOperatorLoginService>;
