import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { OperatorRole } from '@wl/contract/operator-capabilities';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/setup';
import { createQueryClient } from '../lib/query-client';
import { getBrand, saveSession } from '../lib/session';
import { BrandPicker } from './brand-picker';

function signIn(role: OperatorRole, brands?: string[]) {
  saveSession({
    token: 't',
    expiresAt: '2030-01-01T00:00:00Z',
    operator: {
      id: 1,
      account: 'x',
      role,
      allBrands: !brands,
      brands: brands ?? [],
      mustChangePassword: false,
      capabilities: [],
    },
  });
  const fetch = vi.fn(async (_url: string) => {
    const content = ['aurora', 'bengal'].map((code) => ({
      code,
      name: code,
      defaultLanguage: 'EN',
      maintenance: false,
      blockedRules: 0,
      mainDomain: `${code}.example`,
    }));
    return new Response(JSON.stringify({ success: true, value: { content, pageNum: 1, totalPages: 1, total: 2 } }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPicker = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <BrandPicker />
      </QueryClientProvider>
    </I18nextProvider>,
  );

beforeAll(async () => {
  await initI18n('EN');
  await i18n.loadLanguages('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the brand picker', () => {
  it('offers the brands of the brands list route to an operator of every brand', async () => {
    const fetch = signIn('owner');
    renderPicker();
    expect(await screen.findByRole('option', { name: 'bengal' })).toBeTruthy();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/^\/console\/api\/brands\?/);
    fireEvent.change(screen.getByLabelText('Brand'), { target: { value: 'bengal' } });
    expect(getBrand()).toBe('bengal');
  });

  it('offers its scoped brands to a role that may not list brands, without asking the server', () => {
    const fetch = signIn('risk', ['aurora']);
    renderPicker();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['aurora']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets a role of every brand that may not list brands type a code', () => {
    signIn('finance');
    renderPicker();
    expect(screen.getByRole('textbox', { name: 'Brand' })).toBeTruthy();
  });
});
