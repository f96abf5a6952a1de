import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeAuthDialog, useAuthDialogState } from '../../lib/auth-dialog';
import { clearSession, saveMember, setToken } from '../../lib/session';
import { renderSection } from '../../test/render-section';
import { statusFixture } from '../../test/status-fixture';
import { MemberCentre } from '../member-centre/member-centre';
import { SupportList } from './support-list';

const LISTS = { agentTypes: [1, 2, 41, 42], trialTypes: [4] };

function login(type: number) {
  setToken('tok');
  saveMember({ id: 7, account: 'someone', nickname: 'Someone', type }, LISTS);
}

/** Shows which account popup is open, as the layout would render it. */
function DialogProbe() {
  return <output data-testid="auth-dialog">{useAuthDialogState() ?? ''}</output>;
}

const renderList = (status = statusFixture()) =>
  renderSection(
    <>
      <SupportList />
      <MemberCentre />
      <DialogProbe />
    </>,
    status,
  );

describe('home support list (spec 2 "Right-hand support list")', () => {
  afterEach(() => {
    closeAuthDialog();
    // The session module keeps a snapshot: clearing storage alone would leave the last login in it.
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows my income and agent overview to agents only, leading to the agent page', async () => {
    login(41);
    await renderList();
    expect(screen.getByTestId('support-income').getAttribute('href')).toBe('/agentHome');
    expect(screen.getByTestId('support-overview').getAttribute('href')).toBe('/agentHome');
    expect(screen.getByTestId('support-deposit')).toBeTruthy();
  });

  it('hides them from members and visitors', async () => {
    login(0);
    const member = await renderList();
    expect(screen.queryByTestId('support-income')).toBeNull();
    expect(screen.queryByTestId('support-overview')).toBeNull();
    member.unmount();
    clearSession();
    await renderList();
    expect(screen.queryByTestId('support-income')).toBeNull();
    expect(screen.getByTestId('support-withdraw')).toBeTruthy();
  });

  it('opens the login popup for a visitor asking to deposit or withdraw', async () => {
    await renderList();
    fireEvent.click(screen.getByTestId('support-deposit'));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('login');
    closeAuthDialog();
    fireEvent.click(screen.getByTestId('support-withdraw'));
    expect(screen.getByTestId('auth-dialog').textContent).toBe('login');
  });

  it("opens the member centre's withdraw page for a member and warns a trial account", async () => {
    login(0);
    const member = await renderList();
    fireEvent.click(screen.getByTestId('support-withdraw'));
    expect((await screen.findByTestId('mc-page-withdraw')).textContent).toContain('Withdraw');
    expect(screen.getByTestId('auth-dialog').textContent).toBe('');
    member.unmount();

    login(4);
    await renderList();
    fireEvent.click(screen.getByTestId('support-deposit'));
    expect((await screen.findByTestId('member-centre-trial-warning')).textContent).toBe(
      'Please use a real account for this action',
    );
  });

  it("opens the brand's first customer-service entry in a new window, or the help centre's contact topic", async () => {
    const first = await renderList();
    const link = screen.getByTestId('support-service');
    expect(link.getAttribute('href')).toBe('https://support.example/chat');
    expect(link.getAttribute('target')).toBe('_blank');
    first.unmount();

    const status = statusFixture();
    await renderList({ ...status, info: { ...status.info, customerService: [] } });
    expect(screen.getByTestId('support-service').getAttribute('href')).toBe('/help#contact');
    expect(screen.getByTestId('support-service').getAttribute('target')).toBeNull();
  });
});
