import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { MemberMoveTeam } from './member-move-team';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: 'admin01',
      role: 'admin',
      allBrands: true,
      brands: [],
      mustChangePassword: false,
      capabilities: [],
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderMove(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <MemberMoveTeam memberId={7} upline="agent01" teamSize={3} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Move with team' }));
  return screen.getByRole('textbox', { name: 'New upline (agent account)', hidden: true }) as HTMLInputElement;
}

describe("the member page's move with team (AG-TREE-1)", () => {
  it('says how many members move with it, and sends the new upline with a reason', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: {} })));
    const upline = renderMove(fetchMock);
    expect(screen.getByText(/members below it: 3/, { ignore: 'script' })).toBeTruthy();
    expect(upline.value).toBe('agent01');
    fireEvent.change(upline, { target: { value: ' agent02 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason', hidden: true }), { target: { value: 'ticket 42' } });
    fireEvent.submit(upline.form as HTMLFormElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/console/api/members/move-team');
    expect(JSON.parse(String(init.body))).toEqual({ memberId: 7, uplineAccount: 'agent02', reason: 'ticket 42' });
  });

  it('sends null to make the member a direct member of the brand, and shows a refusal in words', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: false, code: 'team_move_into_own_team', message: 'x' }), {
          status: 409,
        }),
    );
    const upline = renderMove(fetchMock);
    fireEvent.change(upline, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason', hidden: true }), { target: { value: 'split' } });
    fireEvent.submit(upline.form as HTMLFormElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).uplineAccount).toBeNull();
    expect(await screen.findByText('A member cannot move under itself or its own team')).toBeTruthy();
  });
});
