import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../lib/secrets.js';
import { matchTotp } from '../lib/totp.js';
import { hashPassword } from '../modules/account/passwords.js';
import { OPERATOR_POLICY } from '../modules/operator/operator-policy.js';
import { createOperatorRepo } from '../modules/operator/operator-repo.js';
import { nextIp } from '../test/accounts.js';
import { codeNow, createOperator } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The console login's second step under parallel attack (design.md "Operators": five failures in a row lock the
 * account): with the password known and many challenges fetched ahead, parallel wrong codes are each counted before
 * they are checked, so no more than five are ever checked. Runs on PGlite and, with DATABASE_URL, on PostgreSQL,
 * where the attempts really race. Each request comes from its own address, as a spread attack would.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Race-pass-0123';
const SECRET = 'JBSWY3DPEHPK3PXP';
const PARALLEL = 40;

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/console/api/auth/${url}`, payload, remoteAddress: nextIp() });

async function raceOperator() {
  const operator = await createOperator(t.app, 'support', 'all', { passwordHash: await hashPassword(PASSWORD) });
  await createOperatorRepo(t.app.deps.database.db).replaceRecoveryCodes(operator.id, [sha256('AAAAABBBBB')]);
  return operator;
}

async function challenges(account: string, count: number): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, () => post('login', { account, password: PASSWORD })),
  );
  return answers.map((res) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json().value.challenge as string;
  });
}

/** A code the secret does not give anywhere in the accepted window. */
function wrongCode(): string {
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (matchTotp(SECRET, code, t.clock.now(), null) === null) return code;
  }
}

async function outcomesOf(account: string) {
  const result = await t.app.deps.database.db.execute(
    sql`select outcome from operator_logins where account = ${account} and step <> 'password' order by id`,
  );
  return (result as unknown as { rows: { outcome: string }[] }).rows.map((r) => r.outcome);
}

function countCodes(answers: { json(): { code?: string } }[]) {
  const counts: Record<string, number> = {};
  for (const res of answers) {
    const code = res.json().code ?? 'ok';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

describe('operator second step under parallel attack', () => {
  it(`checks at most ${OPERATOR_POLICY.lockAfter} of ${PARALLEL} parallel wrong TOTP codes`, async () => {
    const operator = await raceOperator();
    const taken = await challenges(operator.account, PARALLEL);
    const code = wrongCode();
    const answers = await Promise.all(taken.map((challenge) => post('login/totp', { challenge, code })));
    expect(countCodes(answers)).toEqual({
      totp_invalid: OPERATOR_POLICY.lockAfter,
      account_locked: PARALLEL - OPERATOR_POLICY.lockAfter,
    });
    const outcomes = await outcomesOf(operator.account);
    expect(outcomes.filter((o) => o === 'bad_code')).toHaveLength(OPERATOR_POLICY.lockAfter);
    expect((await post('login', { account: operator.account, password: PASSWORD })).json().code).toBe('account_locked');
  });

  it(`checks at most ${OPERATOR_POLICY.lockAfter} of ${PARALLEL} parallel wrong recovery codes`, async () => {
    const operator = await raceOperator();
    const taken = await challenges(operator.account, PARALLEL);
    const answers = await Promise.all(
      taken.map((challenge, i) =>
        post('login/totp', { challenge, recoveryCode: `WRONG-${String(i).padStart(4, 'X')}` }),
      ),
    );
    expect(countCodes(answers)).toEqual({
      totp_invalid: OPERATOR_POLICY.lockAfter,
      account_locked: PARALLEL - OPERATOR_POLICY.lockAfter,
    });
    // The one right recovery code was never spent by the locked-out attempts.
    t.clock.advance(OPERATOR_POLICY.lockMs + 1000);
    const [challenge] = await challenges(operator.account, 1);
    expect((await post('login/totp', { challenge, recoveryCode: 'aaaaa-bbbbb' })).statusCode).toBe(200);
  });

  it('logs in with the right code after four wrong ones, and leaves the account unlocked', async () => {
    const operator = await raceOperator();
    const [...taken] = await challenges(operator.account, OPERATOR_POLICY.lockAfter);
    const code = wrongCode();
    for (const challenge of taken.slice(0, -1)) {
      expect((await post('login/totp', { challenge, code })).json().code).toBe('totp_invalid');
    }
    const right = await post('login/totp', { challenge: taken.at(-1), code: codeNow(t.app, SECRET) });
    expect(right.statusCode, right.body).toBe(200);
    expect((await post('login', { account: operator.account, password: PASSWORD })).statusCode).toBe(200);
  });
});
