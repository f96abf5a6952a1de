import { screen, within } from '@testing-library/react';
import { playOdds } from '@wl/rules/lottery/odds';
import { playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveMember, setToken } from '../../lib/session';
import { fail, ok, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';
import { resetServerClock } from './server-clock';

const iso = (ms: number) => new Date(ms).toISOString();

/** A trial (free-play) account: type 4 is in the brand's trial list (test/status-fixture.ts). */
function loginTrial() {
  setToken('trial-tok');
  saveMember(
    { id: 31, account: 'guest_abcd2345', nickname: 'Guest ABCD', type: 4 },
    {
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
    },
  );
}

function stubTrialLottery() {
  const now = Date.now();
  return stubApi({
    memberInfo: ok({ id: 31, account: 'guest_abcd2345', nickname: 'Guest ABCD', type: 4 }),
    lotteryMenus: ok({
      now: iso(now),
      gameMenus: [
        {
          gameCode: 'SSC_1',
          gameName: 'SSC 1',
          family: 'SSC',
          gameGroupCode: 'SSC',
          prizeMode: 'ELOTT',
          source: 'in_house',
          resultDeadlineMinutes: null,
          current: {
            numero: '20260101-1001',
            openTime: iso(now - 30_000),
            closeTime: iso(now + 90_000),
            drawTime: iso(now + 100_000),
          },
        },
      ],
    }),
    lotteryPlays: ok({
      gameCode: 'SSC_1',
      family: 'SSC',
      series: 1950,
      plays: playsOfFamily('SSC').map((rule) => ({
        playCode: rule.code,
        rows: rule.rows,
        odds: playOdds(rule.code, 1950, { family: 'SSC' }),
      })),
    }),
    openedNumeros: ok({ content: [], pageNum: 1, totalPages: 0, total: 0 }),
    // Spec 6: a trial member may look around, not bet; the server refuses every member call to it.
    openedNumero: fail(403, 'in_need_true_account', 'Please use a real account for this action'),
  });
}

describe('lottery game page for a trial account (spec 4 "Game start", spec 5)', () => {
  afterEach(() => {
    clearSession();
    resetServerClock();
    vi.unstubAllGlobals();
  });

  it('says a real account is needed, not that betting is closed', async () => {
    stubTrialLottery();
    loginTrial();
    await renderRoute('/lottery?gameCode=SSC_1');
    const head = await screen.findByTestId('lottery-head');
    expect(await within(head).findByText('Please use a real account for this action')).toBeTruthy();
    expect(screen.queryByText('Betting is closed until the next draw opens')).toBeNull();
    const slip = screen.getByTestId('bet-slip');
    expect(within(slip).getByText('Please use a real account for this action')).toBeTruthy();
  });
});
