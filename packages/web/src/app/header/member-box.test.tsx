import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveMember, setToken } from '../../lib/session';
import { stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { MemberCentre } from '../member-centre/member-centre';
import { MemberBox } from './member-box';

const LISTS = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };

function login(type: number) {
  setToken('tok');
  saveMember({ id: 7, account: 'someone', nickname: 'Someone', type }, LISTS);
}

describe('header member box: the ways into the member centre', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('opens the security centre from the account name and the deposit page from the deposit button', async () => {
    login(0);
    stubApi({});
    const { router } = await renderSection(
      <>
        <MemberBox />
        <MemberCentre />
      </>,
    );
    fireEvent.click(screen.getByTestId('member-menu'));
    expect(await screen.findByTestId('mc-page-securityCenter')).toBeTruthy();
    expect(router.state.location.search).toBe('?mc=securityCenter');
    fireEvent.click(screen.getByTestId('deposit-button'));
    expect(await screen.findByTestId('mc-page-depositv2')).toBeTruthy();
    expect(router.state.location.search).toBe('?mc=depositv2');
  });

  it('gives a trial account the real-account warning instead', async () => {
    login(4);
    stubApi({});
    await renderSection(
      <>
        <MemberBox />
        <MemberCentre />
      </>,
    );
    fireEvent.click(screen.getByTestId('deposit-button'));
    expect(await screen.findByTestId('member-centre-trial-warning')).toBeTruthy();
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });
});
