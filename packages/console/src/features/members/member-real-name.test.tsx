import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../i18n/setup';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { MemberRealName } from './member-real-name';

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => vi.unstubAllGlobals());

describe("the member page's real name action", () => {
  it('sends the corrected name with a reason', async () => {
    saveSession({
      token: 't',
      expiresAt: '2030-01-01T00:00:00Z',
      operator: {
        id: 1,
        account: 'risk01',
        role: 'risk',
        allBrands: true,
        brands: [],
        mustChangePassword: false,
        capabilities: [],
      },
    });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, value: {} })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={createQueryClient()}>
          <MemberRealName memberId={7} current="Nguyen Van A" />
        </QueryClientProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Set real name' }));
    const name = screen.getByRole('textbox', { name: 'Real name', hidden: true }) as HTMLInputElement;
    expect(name.value).toBe('Nguyen Van A');
    fireEvent.change(name, { target: { value: 'Nguyen Van An' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason', hidden: true }), {
      target: { value: 'ID card' },
    });
    fireEvent.submit(name.form as HTMLFormElement);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/console/api/members/real-name');
    expect(JSON.parse(String(init.body))).toEqual({ memberId: 7, realName: 'Nguyen Van An', reason: 'ID card' });
  });
});
